import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { messageMaxLength } from '@dating/contracts';
import { useLanguage, useTranslation } from '@dating/portal';
import { Button, TextAreaField } from '@dating/ui';
import { matchingNamespace } from '../translations';

/** The message box: Enter sends, Shift+Enter starts a new line; the text stays if sending fails. */
export function Composer({ onSend }: { onSend: (text: string) => Promise<boolean> }) {
  const { t } = useTranslation(matchingNamespace);
  const [language] = useLanguage();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const counterId = useId();
  const empty = text.trim() === '';

  async function send() {
    if (empty || sending) return;
    setSending(true);
    const sent = await onSend(text);
    setSending(false);
    if (sent) setText('');
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  }

  return (
    <form className="matching-composer" onSubmit={onSubmit}>
      <TextAreaField
        label={t('messages.composerLabel')}
        value={text}
        maxLength={messageMaxLength}
        rows={3}
        aria-describedby={counterId}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="matching-composer__bar">
        <span id={counterId} className="matching-composer__counter">
          {t('messages.counter', {
            chars: new Intl.NumberFormat(language).format(text.length),
            max: new Intl.NumberFormat(language).format(messageMaxLength),
          })}
        </span>
        <Button type="submit" loading={sending} disabled={empty}>
          {t('messages.send')}
        </Button>
      </div>
    </form>
  );
}
