import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SizePicker } from './size-picker';

const size = (s: string, stock: number, lowStock = stock > 0 && stock <= 5) => ({ id: `v-${s}`, sku: `KURTA-INDIGO-${s}`, size: s, stock, pricePaise: 149900, available: stock > 0, lowStock });

describe('SizePicker', () => {
  it('shows every size: a sold-out one disabled and said so, a low one with how many are left', () => {
    const onChange = vi.fn();
    render(<SizePicker sizes={[size('S', 0), size('M', 1), size('L', 9)]} value={null} onChange={onChange} />);
    const sold = screen.getByRole('radio', { name: 'S, Sold out' });
    expect((sold as HTMLInputElement).disabled).toBe(true);
    expect(sold.closest('label')?.getAttribute('aria-disabled')).toBe('true');
    expect((screen.getByRole('radio', { name: 'M, Only 1 left' }) as HTMLInputElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: 'L' }));
    expect(onChange).toHaveBeenCalledWith('L');
    expect(screen.getByText('(select one)')).toBeTruthy();
  });

  it('is not shown for an item without sizes', () => {
    const { container } = render(<SizePicker sizes={[]} value={null} onChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });
});
