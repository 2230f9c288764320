import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal';
import { RowMenu } from './row-menu';

function MenuHarness() {
  const [done, setDone] = useState('nothing yet');
  return (
    <>
      <RowMenu
        label="Actions for Asha Rao"
        actions={[
          { label: 'Change role', onSelect: () => setDone('Change role') },
          { label: 'Reset authenticator', onSelect: () => setDone('Reset authenticator') },
          { label: 'Deactivate', danger: true, onSelect: () => setDone('Deactivate') },
        ]}
      />
      <p data-testid="done">{done}</p>
    </>
  );
}

describe('RowMenu', () => {
  it('opens from the keyboard on its first item, moves with the arrows, wraps, and closes with Escape back on its button', () => {
    render(<MenuHarness />);
    const button = screen.getByRole('button', { name: 'Actions for Asha Rao' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Change role' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Reset authenticator' }));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Change role' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Deactivate' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('runs the chosen action and closes', () => {
    render(<MenuHarness />);
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Asha Rao' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Deactivate' }));
    expect(screen.getByTestId('done').textContent).toBe('Deactivate');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('Modal', () => {
  function ModalHarness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Add staff member
        </button>
        <Modal open={open} title="Add staff member" onClose={() => setOpen(false)} footer={<button type="button" onClick={() => setOpen(false)}>Cancel</button>}>
          <label htmlFor="n">Name</label>
          <input id="n" />
        </Modal>
      </>
    );
  }

  it('is named by its title, puts focus in its first field, and gives it back to the opener on close', () => {
    render(<ModalHarness />);
    const opener = screen.getByRole('button', { name: 'Add staff member' });
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Add staff member' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with Escape (the dialog\'s cancel event)', () => {
    render(<ModalHarness />);
    fireEvent.click(screen.getByRole('button', { name: 'Add staff member' }));
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
  });
});
