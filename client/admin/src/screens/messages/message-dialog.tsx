import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { FormError, TextAreaField } from '../../components/fields';
import { Modal } from '../../components/modal';
import { Badge } from '../../components/page-header';
import { MarkMessageRepliedDocument, type MessageRowFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/dates';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { MESSAGE_STATUS } from './message-words';

/**
 * One message in full, with how to reach the sender, and a note of the answer given (the shop answers by
 * e-mail or phone; the note records what was said and marks the message replied).
 */
export function MessageDialog({ message: m, onChange, onClose }: { message: MessageRowFragment; onChange: (m: MessageRowFragment) => void; onClose: () => void }) {
  const [reply, setReply] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [markReplied, { loading }] = useMutation(MarkMessageRepliedDocument, { refetchQueries: ['ContactMessages'] });

  function close() {
    onClose();
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!reply.trim()) {
      setFieldError('Write what you answered, so the next person knows.');
      return;
    }
    setFieldError(undefined);
    setFormError(null);
    try {
      const r = await markReplied({ variables: { id: m.id, reply: reply.trim() } });
      if (r.data) onChange(r.data.markMessageReplied);
      setReply('');
      toast.success(`Marked replied: ${m.fullName}'s message.`);
    } catch (err) {
      const fields = fieldErrorsOf(err);
      if (fields.reply) setFieldError(fields.reply);
      else setFormError(messageOf(err));
    }
  }

  const replied = m.status === 'REPLIED';
  return (
    <Modal
      open
      wide
      title={m.subject || `Message from ${m.fullName}`}
      onClose={close}
      footer={
        <>
          <button type="button" className="btn" onClick={close}>
            Close
          </button>
          {!replied && (
            <button type="submit" form="message-reply" className="btn btn--primary" disabled={loading}>
              {loading ? 'Saving…' : 'Mark as replied'}
            </button>
          )}
        </>
      }
    >
      <dl className="facts message-facts">
        <dt>From</dt>
        <dd>{m.fullName}</dd>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject || 'your message'}`)}`}>{m.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>
          <a href={`tel:${m.phoneNumber.replace(/\s+/g, '')}`}>{m.phoneNumber}</a>
        </dd>
        <dt>Received</dt>
        <dd>{formatDateTime(m.createdAt)}</dd>
        <dt>Status</dt>
        <dd>
          <Badge tone={MESSAGE_STATUS[m.status].tone}>{MESSAGE_STATUS[m.status].label}</Badge>
          {m.handledBy && (
            <span className="muted">
              {' '}
              by {m.handledBy.name}, {formatDateTime(m.handledAt)}
            </span>
          )}
        </dd>
      </dl>
      <h3 className="card__subtitle">Message</h3>
      <div className="message-text">{m.message || <span className="muted">(The sender wrote no text.)</span>}</div>
      {replied ? (
        <>
          <h3 className="card__subtitle">Answer given</h3>
          <div className="message-text message-text--reply">{m.reply}</div>
        </>
      ) : (
        <form id="message-reply" onSubmit={submit} noValidate className="message-reply">
          <FormError message={formError} />
          <TextAreaField
            label="Your answer"
            hint="Answer by e-mail or phone, then note here what you said. Saving marks the message replied and records your name."
            required
            rows={4}
            value={reply}
            error={fieldError}
            onChange={(e) => {
              setReply(e.target.value);
              setFieldError(undefined);
            }}
          />
        </form>
      )}
    </Modal>
  );
}
