import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SearchIcon } from '../../components/icons';
import { paths } from '../../lib/paths';

/** Enter or the icon goes to /products?search={text}; empty text is allowed (it lists everything). */
export function SearchBox({ autoFocus, onDone }: { autoFocus?: boolean; onDone?: () => void }) {
  const [params] = useSearchParams();
  const [text, setText] = useState(params.get('search') ?? '');
  const navigate = useNavigate();
  return (
    <form
      role="search"
      className="search-box"
      onSubmit={(e) => {
        e.preventDefault();
        navigate(paths.products({ search: text }));
        onDone?.();
      }}
    >
      <label className="visually-hidden" htmlFor={autoFocus ? 'search-mobile' : 'search-desktop'}>
        Search products
      </label>
      <input
        id={autoFocus ? 'search-mobile' : 'search-desktop'}
        type="search"
        placeholder="Search t-shirts, mugs, hoodies…"
        value={text}
        data-autofocus={autoFocus || undefined}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="search-box__go" aria-label="Search">
        <SearchIcon size={20} />
      </button>
    </form>
  );
}
