import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { SelectButton } from 'primereact/selectbutton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/ui/toast/useToast';
import { MailHtml } from './MailView';
import { useMailTemplates, useRenderTemplate, type RenderedMail } from './mail-api';
import { parseTemplateData, sampleValue } from './template-data';
import styles from './AdminMail.module.css';

type Mode = 'fields' | 'json';

/**
 * Tries a mail template: pick it and a language, fill its data (one field per key, or as JSON),
 * preview it, and send it to an address (it goes through the outbox like any mail).
 */
export function TemplateTryer() {
  const { t } = useTranslation();
  const notify = useToast();
  const templates = useMailTemplates();
  const render = useRenderTemplate();
  const [name, setName] = useState<string | null>(null);
  const [lang, setLang] = useState<'it' | 'en'>('it');
  const [mode, setMode] = useState<Mode>('fields');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [json, setJson] = useState('{}');
  const [jsonError, setJsonError] = useState<string | null>(null);
  const [to, setTo] = useState('');
  const [preview, setPreview] = useState<RenderedMail | null>(null);
  const keys = templates.data?.find((tpl) => tpl.name === name)?.keys ?? [];

  const choose = (next: string) => {
    const nextKeys = templates.data?.find((tpl) => tpl.name === next)?.keys ?? [];
    const sample = Object.fromEntries(nextKeys.map((key) => [key, sampleValue(key)]));
    setName(next);
    setFields(sample);
    setJson(JSON.stringify(sample, null, 2));
    setJsonError(null);
    setPreview(null);
  };
  const switchMode = (next: Mode) => {
    if (next === mode) return;
    if (next === 'json') setJson(JSON.stringify(fields, null, 2));
    else {
      const parsed = parseTemplateData(json);
      if (!parsed.ok) {
        setJsonError(t('admin-mail:tryer.jsonInvalid'));
        return;
      }
      setFields(Object.fromEntries(Object.entries(parsed.data).map(([k, v]) => [k, String(v)])));
    }
    setJsonError(null);
    setMode(next);
  };
  const data = (): Record<string, string | number> | null => {
    if (mode === 'fields') return fields;
    const parsed = parseTemplateData(json);
    if (!parsed.ok) {
      setJsonError(t('admin-mail:tryer.jsonInvalid'));
      return null;
    }
    setJsonError(null);
    return parsed.data;
  };
  const run = (send: boolean) => {
    const body = data();
    if (!name || !body) return;
    render.mutate(
      { template: name, lang, data: body, ...(send ? { send: true, to: to.trim() } : {}) },
      {
        onSuccess: (mail) => {
          setPreview(mail);
          if (send) notify('done', t('admin-mail:tryer.sent', { to: to.trim() }));
        },
      },
    );
  };

  return (
    <div className={styles.tryer}>
      <section className={styles.card} aria-labelledby="tryer-form-title">
        <h2 id="tryer-form-title" className={styles.cardTitle}>
          {t('admin-mail:tryer.title')}
        </h2>
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor="tryer-template">{t('admin-mail:tryer.template')}</label>
            <Dropdown
              inputId="tryer-template"
              value={name}
              options={(templates.data ?? []).map((tpl) => ({ value: tpl.name, label: tpl.name }))}
              onChange={(e) => choose(e.value as string)}
              placeholder={t('admin-mail:tryer.pick')}
              filter
              loading={templates.isLoading}
              data-testid="tryer-template"
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="tryer-lang">{t('admin-mail:tryer.lang')}</label>
            <Dropdown
              inputId="tryer-lang"
              value={lang}
              options={(['it', 'en'] as const).map((value) => ({
                value,
                label: t(`admin-mail:langs.${value}`),
              }))}
              onChange={(e) => setLang(e.value as 'it' | 'en')}
            />
          </div>
        </div>
        {name && (
          <>
            <SelectButton
              value={mode}
              options={[
                { value: 'fields', label: t('admin-mail:tryer.fields') },
                { value: 'json', label: t('admin-mail:tryer.json') },
              ]}
              onChange={(e) => e.value && switchMode(e.value as Mode)}
              allowEmpty={false}
              aria-label={t('admin-mail:tryer.dataMode')}
            />
            {mode === 'fields' ? (
              <div className={styles.fieldsGrid}>
                {keys.map((key) => (
                  <div key={key} className={styles.field}>
                    <label htmlFor={`tryer-data-${key}`}>{key}</label>
                    <InputText
                      id={`tryer-data-${key}`}
                      value={fields[key] ?? ''}
                      onChange={(e) => setFields((f) => ({ ...f, [key]: e.target.value }))}
                    />
                  </div>
                ))}
              </div>
            ) : (
              <div className={styles.field}>
                <label htmlFor="tryer-json">{t('admin-mail:tryer.jsonLabel')}</label>
                <InputTextarea
                  id="tryer-json"
                  value={json}
                  onChange={(e) => setJson(e.target.value)}
                  rows={Math.min(14, keys.length + 3)}
                  className={styles.code}
                  invalid={Boolean(jsonError)}
                  aria-describedby={jsonError ? 'tryer-json-error' : undefined}
                />
                {jsonError && (
                  <small id="tryer-json-error" className={styles.error} role="alert">
                    {jsonError}
                  </small>
                )}
              </div>
            )}
            <div className={styles.actions}>
              <Button
                type="button"
                label={t('admin-mail:tryer.preview')}
                icon="pi pi-eye"
                outlined
                loading={render.isPending && !render.variables?.send}
                onClick={() => run(false)}
                data-testid="tryer-preview"
              />
            </div>
            <div className={styles.sendRow}>
              <div className={styles.field}>
                <label htmlFor="tryer-to">{t('admin-mail:tryer.to')}</label>
                <InputText
                  id="tryer-to"
                  type="email"
                  value={to}
                  onChange={(e) => setTo(e.target.value)}
                  autoComplete="off"
                  placeholder="nome@esempio.it"
                />
              </div>
              <Button
                type="button"
                label={t('admin-mail:tryer.send')}
                icon="pi pi-send"
                disabled={!to.trim()}
                loading={render.isPending && render.variables?.send === true}
                onClick={() => run(true)}
                data-testid="tryer-send"
              />
            </div>
          </>
        )}
      </section>
      <section className={styles.card} aria-labelledby="tryer-preview-title">
        <h2 id="tryer-preview-title" className={styles.cardTitle}>
          {t('admin-mail:tryer.previewTitle')}
        </h2>
        {preview ? (
          <div className={styles.stack} data-testid="tryer-result">
            <p className={styles.previewSubject}>
              <strong>{t('admin-mail:outbox.subject')}:</strong> {preview.subject}
            </p>
            <MailHtml
              html={preview.html}
              title={t('admin-mail:outbox.htmlTitle', { subject: preview.subject })}
            />
          </div>
        ) : (
          <p className={styles.muted}>{t('admin-mail:tryer.noPreview')}</p>
        )}
      </section>
    </div>
  );
}
