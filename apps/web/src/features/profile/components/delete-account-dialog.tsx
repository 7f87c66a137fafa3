import { USER_MESSAGES } from '@dhvani/contract/users';
import { useT } from '@/i18n/use-t';
import { DELETE_ACCOUNT_PHRASE } from '@/lib/limits';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input, fieldControlProps } from '@/components/ui/form-field';
import { profileText } from '../lib/messages';
import { dialogClass, dialogBodyClass, dialogTitleClass, dialogActionsClass } from '@/components/ui/dialog';

interface Props {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

const INPUT_ID = 'delete-confirmation';

// A native modal <dialog>: the browser keeps focus inside it, makes the page behind inert and closes it on
// Escape. Confirm works only after the exact phrase of SPEC §9 is typed.
export function DeleteAccountDialog({ open, busy, onCancel, onConfirm }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [typed, setTyped] = useState('');
  const [tried, setTried] = useState(false);
  const t = useT('profile');
  const matches = typed === DELETE_ACCOUNT_PHRASE;
  const error = !matches && (tried || typed !== '') ? profileText(USER_MESSAGES.deleteConfirm) : undefined;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      setTyped('');
      setTried(false);
      element.showModal();
    } else if (!open && element.open) element.close();
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (matches && !busy) onConfirm();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="delete-dialog-title"
      aria-describedby="delete-dialog-description"
      onClose={onCancel}
      className={dialogClass}
    >
      <form noValidate onSubmit={submit} className={dialogBodyClass}>
        <h2 id="delete-dialog-title" className={dialogTitleClass}>
          {t('delete.title')}
        </h2>
        <p id="delete-dialog-description" className="text-ink-muted">
          {t('delete.body')}
        </p>
        <Field
          id={INPUT_ID}
          label={t.rich('delete.typeToConfirm', {
            phrase: DELETE_ACCOUNT_PHRASE,
            strong: (chunks) => <strong lang="en">{chunks}</strong>,
          })}
          error={error}
        >
          <Input
            {...fieldControlProps(INPUT_ID, error)}
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </Field>
        <div className={dialogActionsClass}>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {t('delete.cancel')}
          </Button>
          <Button type="submit" variant="destructive" disabled={!matches || busy}>
            {busy ? t('delete.deleting') : t('delete.confirm')}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
