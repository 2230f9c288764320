import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from './quantity-stepper';

describe('QuantityStepper', () => {
  it('never goes below 1', () => {
    const onChange = vi.fn();
    render(<QuantityStepper value={1} max={5} onChange={onChange} label="Quantity of Tee" />);
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement;
    expect(decrease.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('never goes above its maximum (min(stock, 10) on the cart page)', () => {
    const onChange = vi.fn();
    render(<QuantityStepper value={10} max={10} onChange={onChange} label="Quantity of Tee" />);
    expect((screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(onChange).toHaveBeenCalledWith(9);
    expect(screen.getByRole('group', { name: 'Quantity of Tee' })).toBeTruthy();
  });
});
