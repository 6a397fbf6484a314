import { useId, useState, type FormEvent } from 'react';
import { portalVersion } from '@dating/contracts';
import { useNotice, useTranslation } from '@dating/portal';
import { Button, Field, TextAreaField } from '@dating/ui';
import {
  checkUpdateForm,
  draftRelease,
  nextVersion,
  releaseJson,
  type UpdateFormField,
} from './update/releaseDraft';

/** /update-form: builds the next version-history entry as JSON and copies it (SPEC.md §2). */
export default function UpdateFormPage() {
  const { t } = useTranslation('shell');
  const notice = useNotice();
  const hintId = useId();
  const [version, setVersion] = useState('');
  const [detail, setDetail] = useState('');
  const [invalid, setInvalid] = useState<UpdateFormField[]>([]);
  const [json, setJson] = useState<string | null>(null);

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      notice.success(t('updateForm.copied'));
    } catch {
      notice.error(t('updateForm.copyFailed'));
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkUpdateForm(version, detail);
    setInvalid(problem?.fields ?? []);
    if (problem) {
      notice.error(t(problem.messageKey));
      return;
    }
    const text = releaseJson(draftRelease(version, detail, new Date()));
    setJson(text);
    notice.success(t('updateForm.created'));
    void copy(text);
  }

  return (
    <div className="shell-update-form">
      <form
        className="ui-form-card ui-form"
        onSubmit={submit}
        noValidate
        aria-labelledby="update-form-title"
      >
        <h1 id="update-form-title">{t('updateForm.title')}</h1>
        <p>{t('updateForm.intro')}</p>
        <Field
          label={t('updateForm.version')}
          name="version"
          autoComplete="off"
          placeholder={nextVersion(portalVersion)}
          value={version}
          invalid={invalid.includes('version')}
          onChange={(event) => setVersion(event.target.value)}
        />
        <TextAreaField
          label={t('updateForm.detail')}
          name="detail"
          rows={6}
          aria-describedby={hintId}
          value={detail}
          invalid={invalid.includes('detail')}
          onChange={(event) => setDetail(event.target.value)}
        />
        <p id={hintId} className="shell-hint">
          {t('updateForm.detailHint')}
        </p>
        <Button type="submit" block>
          {t('updateForm.submit')}
        </Button>
      </form>
      {json !== null && (
        <section className="ui-form-card shell-update-json" aria-labelledby="update-json-title">
          <h2 id="update-json-title">{t('updateForm.result')}</h2>
          <pre>
            <code>{json}</code>
          </pre>
          <Button variant="secondary" onClick={() => void copy(json)}>
            {t('updateForm.copy')}
          </Button>
        </section>
      )}
    </div>
  );
}
