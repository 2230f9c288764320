import { fireEvent, render, screen } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { DialogFooter } from './dialog-footer';
import { Modal } from './modal';

/** A dialog like the back office's: a form in the body, its buttons in the footer, outside the form. */
function RejectHarness({ busy = false }: { busy?: boolean }) {
  const [open, setOpen] = useState(true);
  const [said, setSaid] = useState('nothing yet');
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setSaid(`rejected: ${new FormData(e.currentTarget).get('reason')}`);
  }
  return (
    <>
      <p data-testid="said">{open ? said : 'closed'}</p>
      <Modal
        open={open}
        title="Reject request"
        onClose={() => setOpen(false)}
        footer={<DialogFooter formId="reject" onCancel={() => setOpen(false)} busy={busy} busyLabel="Rejecting…" submitLabel="Reject request" tone="danger" />}
      >
        <form id="reject" onSubmit={submit}>
          <input name="reason" aria-label="Reason" defaultValue="Tags removed" />
        </form>
      </Modal>
    </>
  );
}

describe('DialogFooter', () => {
  it('its main button submits the dialog’s form from the footer, and Cancel closes the dialog', () => {
    render(<RejectHarness />);
    fireEvent.click(screen.getByRole('button', { name: 'Reject request' }));
    expect(screen.getByTestId('said').textContent).toBe('rejected: Tags removed');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('said').textContent).toBe('closed');
  });

  it('while busy the main button says so and cannot be pressed again; Cancel still can', () => {
    render(<RejectHarness busy />);
    const main = screen.getByRole('button', { name: 'Rejecting…' }) as HTMLButtonElement;
    expect(main.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Reject request' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('said').textContent).toBe('closed');
  });

  it('without a busy label the main button keeps its words while busy; the way out can be named', () => {
    render(<DialogFooter formId="threshold" busy submitLabel="Save" onCancel={() => undefined} cancelLabel="Keep the order" />);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Keep the order' })).toBeTruthy();
  });

  it('runs a handler instead of a form when it is given one', () => {
    function ConfirmHarness() {
      const [done, setDone] = useState(false);
      return (
        <>
          <p data-testid="done">{done ? 'deactivated' : 'active'}</p>
          <DialogFooter onConfirm={() => setDone(true)} submitLabel="Deactivate" tone="danger" onCancel={() => undefined} />
        </>
      );
    }
    render(<ConfirmHarness />);
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(screen.getByTestId('done').textContent).toBe('deactivated');
  });
});
