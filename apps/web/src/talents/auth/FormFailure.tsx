import { BotCheckError } from '../../shared/bot-check/bot-check';
import { BOT_CHECK_FAILED } from '../../shared/bot-check/payload';
import { defineTexts, useTexts } from '../i18n/language';
import { ErrorMessage } from '../ui/ErrorMessage';

const texts = defineTexts({
  it: { botFailed: 'Non è stato possibile completare il controllo anti-bot. Riprova.' },
  en: { botFailed: 'The anti-bot check could not be completed. Please try again.' },
});

/**
 * Why an account form was not sent: the bot check that could not be solved here or that the server
 * refused, in the page's language; otherwise the API's answer (`known` as ErrorMessage's).
 */
export function FormFailure({ error, known }: { error: unknown; known?: Record<string, string> }) {
  const t = useTexts(texts);
  if (error instanceof BotCheckError) {
    return (
      <p className="t-alert t-alert-error" role="alert" style={{ margin: 0 }}>
        {t.botFailed}
      </p>
    );
  }
  return <ErrorMessage error={error} known={{ [BOT_CHECK_FAILED]: t.botFailed, ...known }} />;
}
