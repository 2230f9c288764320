import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NO_CONNECTION } from '../lib/errors';
import { RecordPending } from './record-pending';

const BACK = { to: '/returns', label: 'Returns' };
const MISSING = 'There is no return or exchange request with this id. It may have been typed wrong.';

function show(props: { loading: boolean; error?: unknown }) {
  return render(
    <MemoryRouter>
      <RecordPending back={BACK} notFound="Request not found" missing={MISSING} {...props} />
    </MemoryRouter>,
  );
}

describe('RecordPending', () => {
  it('while loading: busy, the way back to the list, and no verdict yet', () => {
    const { container } = show({ loading: true });
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Returns' }).getAttribute('href')).toBe('/returns');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('when there is none: says it was not found and why', () => {
    show({ loading: false });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Request not found');
    expect(screen.getByText(MISSING)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Returns' })).toBeTruthy();
  });

  it('when the request failed: says what went wrong instead', () => {
    show({ loading: false, error: new TypeError('Failed to fetch') });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Request not found');
    expect(screen.queryByText(MISSING)).toBeNull();
    expect(screen.getByText(NO_CONNECTION)).toBeTruthy();
  });
});
