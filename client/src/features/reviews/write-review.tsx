import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { StarIcon } from '../../components/icons';
import { AddReviewDocument, MyReviewDocument } from '../../gql/graphql';
import { GENERIC_FAILURE, isUnauthenticated, shopperMessage } from '../../lib/graphql-errors';
import { useSessionUser } from '../../lib/session';
import { REVIEW_ADDED, REVIEW_TOO_SHORT, STARS_RANGE } from '../../lib/shop-messages';
import { paths } from '../../lib/paths';
import { useHydrated, useTypedBeforeHydration } from '../../lib/hydrated';
import { reviewDate } from './review-text';

export const LOGIN_TO_REVIEW = 'Please login to write a review !';

/**
 * The write-a-review box. Everyone sees it; visitors are asked to log in when they try to post. A
 * shopper has one review per product: when they already wrote one, the box holds it and says that
 * posting again replaces it.
 */
export function WriteReview({ productId }: { productId: string }) {
  const id = useId();
  const user = useSessionUser();
  const location = useLocation();
  const [stars, setStars] = useState(0);
  const hydrated = useHydrated();
  const [text, setText] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, (typed) => {
    if (typed.text !== undefined) setText(typed.text);
    if (typed[`${id}-stars`]) setStars(Number(typed[`${id}-stars`]));
  });
  // Asked in the browser only: the server renders product pages for everyone alike.
  const { data: mineData } = useQuery(MyReviewDocument, { variables: { productId }, skip: !user || !hydrated });
  const mine = user ? (mineData?.myReview ?? null) : null;
  // Their review fills the box once, when it arrives, unless they have started writing meanwhile.
  const [filledFrom, setFilledFrom] = useState<string | null>(null);
  if (mine && filledFrom !== mine.id) {
    setFilledFrom(mine.id);
    if (text === '' && stars === 0) {
      setText(mine.text);
      setStars(mine.stars);
    }
  }
  const [askLogin, setAskLogin] = useState(false);
  const [addReview, { loading }] = useMutation(AddReviewDocument, {
    // The summary and the list are the server's to recompute: drop them, and the page on screen asks
    // again. A refetch would not do: in the first second after hydration Apollo answers refetches
    // from the server-rendered cache (ssrForceFetchDelay), and the new review would not show.
    update(cache, { data }) {
      const product = data?.addReview.product;
      if (!product) return;
      const id = cache.identify(product);
      cache.evict({ id, fieldName: 'reviewSummary' });
      cache.evict({ id, fieldName: 'reviews' });
      cache.writeQuery({ query: MyReviewDocument, variables: { productId }, data: { myReview: data.addReview.review } });
    },
  });

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!user) {
      setAskLogin(true);
      toast.warn(LOGIN_TO_REVIEW);
      return;
    }
    if (stars < 1) return void toast.error(STARS_RANGE);
    if (text.trim().length < 10) return void toast.error(REVIEW_TOO_SHORT);
    try {
      const { data } = await addReview({ variables: { input: { productId, stars, text: text.trim() } } });
      toast.success(data?.addReview.message ?? REVIEW_ADDED);
      // The box now holds their review as stored, ready to be changed again.
      const saved = data?.addReview.review;
      if (saved) {
        setFilledFrom(saved.id);
        setText(saved.text);
        setStars(saved.stars);
      }
    } catch (err) {
      // A lapsed session already told the shopper (lib/apollo.ts).
      if (!isUnauthenticated(err)) toast.error(shopperMessage(err) ?? GENERIC_FAILURE);
    }
  };

  return (
    <form ref={formRef} className="write-review" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{mine ? 'Update your review' : 'Write a review'}</h3>
      {mine && (
        <p className="write-review__mine">
          You reviewed this product on <time dateTime={mine.createdAt}>{reviewDate(mine.createdAt)}</time>. Posting again replaces your review.
        </p>
      )}
      <fieldset className="write-review__stars">
        <legend>Your rating</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={`write-review__star${n <= stars ? ' is-on' : ''}`}>
            <input type="radio" name={`${id}-stars`} value={n} checked={stars === n} onChange={() => setStars(n)} className="visually-hidden" />
            <StarIcon size={28} filled={n <= stars} />
            <span className="visually-hidden">
              {n} {n === 1 ? 'star' : 'stars'}
            </span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-text`}>Your review</label>
        <textarea
          id={`${id}-text`}
          name="text"
          value={text}
          maxLength={2000}
          placeholder="What did you like or dislike? How was the fit, the print, the delivery?"
          onChange={(e) => setText(e.target.value)}
        />
        <span className="field__hint">At least 10 characters.</span>
      </div>
      {askLogin && !user && (
        <p className="write-review__login" role="status">
          Please <Link to={paths.login} state={{ from: location.pathname }}>log in</Link> to post your review.
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={loading || !hydrated}>
        {loading ? 'Posting…' : mine ? 'Update Review' : 'Submit Review'}
      </button>
    </form>
  );
}
