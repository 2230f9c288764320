import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckboxField, FormError, SearchField, SelectField, TextField } from './fields';

describe('form fields', () => {
  it('tie the label, the hint and the error to the control', () => {
    render(<TextField label="Price (₹)" hint="What the shopper pays, tax included." error="Enter a price like 499 or 499.50." value="abc" onChange={() => undefined} required />);
    const input = screen.getByRole('textbox', { name: /Price \(₹\)/ });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Enter a price like 499 or 499.50.', 'What the shopper pays, tax included.']);
    expect(screen.getByText('(required)')).toBeTruthy();
  });

  it('a valid field is not marked invalid and is described by its hint only', () => {
    render(<SelectField label="Role" hint="Support cannot see prices." value="a" onChange={() => undefined}><option value="a">Support</option></SelectField>);
    const select = screen.getByRole('combobox', { name: 'Role' });
    expect(select.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toBe('Support cannot see prices.');
  });

  it('a checkbox has its label and error', () => {
    render(<CheckboxField label="Best seller" error="Only products in stock can be best sellers." checked={false} onChange={() => undefined} />);
    const box = screen.getByRole('checkbox', { name: 'Best seller' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe('Only products in stock can be best sellers.');
  });

  it('a refusal of the whole form is announced', () => {
    render(<FormError message="A staff member with this e-mail already exists." />);
    expect(screen.getByRole('alert').textContent).toBe('A staff member with this e-mail already exists.');
  });
});

describe('SearchField', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Shows what the list would be asked for, as a list screen does with the committed text. */
  function Harness() {
    const [query, setQuery] = useState('');
    return (
      <>
        <SearchField label="Search orders" value={query} onCommit={setQuery} />
        <p data-testid="asked">{query || '(everything)'}</p>
      </>
    );
  }

  it('asks once the typing pauses, not at every key', () => {
    vi.useFakeTimers();
    render(<Harness />);
    const box = screen.getByRole('searchbox', { name: 'Search orders' });
    fireEvent.change(box, { target: { value: 'RZ-1' } });
    fireEvent.change(box, { target: { value: 'RZ-12' } });
    expect(screen.getByTestId('asked').textContent).toBe('(everything)');
    act(() => void vi.advanceTimersByTime(400));
    expect(screen.getByTestId('asked').textContent).toBe('RZ-12');
  });

  it('asks at once on Enter', () => {
    render(<Harness />);
    const box = screen.getByRole('searchbox', { name: 'Search orders' });
    fireEvent.change(box, { target: { value: '98765' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('asked').textContent).toBe('98765');
  });
});
