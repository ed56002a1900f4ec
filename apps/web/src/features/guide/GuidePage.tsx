import { Accordion, AccordionTab } from 'primereact/accordion';
import { Button } from 'primereact/button';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { pathTo } from '../../app/routes/route-paths';
import { PageHeader } from '../../shared/ui/PageHeader';
import { FaqEntryPanel } from './FaqEntryPanel';
import { FaqQuestion } from './FaqQuestion';
import { searchFaq, searchTerms } from './faq-search';
import styles from './Guide.module.css';
import page from '../../shared/ui/HelpPage.module.css';
import { useFaqDocs, type FaqItem } from './useFaqDocs';

/** Scrolls to an element of the page once it is laid out. */
function scrollToId(id: string): void {
  requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }));
}

/**
 * /guide — the FAQ: topics with their questions in accordions, a search as you type (case- and
 * accent-insensitive, best matches first, words highlighted), and deep links (/guide#entry-id)
 * that open an entry.
 */
export function GuidePage() {
  const { t } = useTranslation('help');
  const { t: tr } = useTranslation();
  const { hash } = useLocation();
  const { topics, items } = useFaqDocs();
  const [text, setText] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const { needle, words } = searchTerms(text);
  const hits = useMemo(() => searchFaq(items, text), [items, text]);

  // A deep link opens its entry (leaving a search that does not show it) and brings it into view.
  const [linked, setLinked] = useState<string | null>(null);
  if (hash !== linked) {
    setLinked(hash);
    const id = decodeURIComponent(hash.slice(1));
    if (items.some((item) => item.id === id)) {
      setOpen(new Set(open).add(id));
      if (!hits.some((hit) => hit.doc.id === id)) setText('');
    }
  }
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (id !== '') scrollToId(id);
  }, [hash]);

  /** The open entries among `list` as the indexes an Accordion wants, and the handler back. */
  const accordionState = (list: readonly FaqItem[]) => ({
    activeIndex: list.flatMap((item, index) => (open.has(item.id) ? [index] : [])),
    onTabChange: (event: { index: number | number[] }) => {
      const shown = new Set(Array.isArray(event.index) ? event.index : [event.index]);
      setOpen((current) => {
        const next = new Set(current);
        list.forEach((item, index) => (shown.has(index) ? next.add(item.id) : next.delete(item.id)));
        return next;
      });
    },
  });

  const renderAccordion = (list: readonly FaqItem[], searching: boolean) => (
    <Accordion multiple {...accordionState(list)} className={styles.accordion}>
      {list.map((item) => (
        <AccordionTab
          key={item.id}
          pt={{ root: { id: item.id } }}
          header={<FaqQuestion item={item} words={words} searching={searching} />}
        >
          <FaqEntryPanel item={item} words={words} />
        </AccordionTab>
      ))}
    </Accordion>
  );

  return (
    <div className={page.page} data-page="guide">
      <header className={page.header}>
        <PageHeader title={tr('routes.guide')} />
        <p className={page.intro}>{t('guideIntro')}</p>
      </header>

      <div role="search" className={styles.search}>
        <label htmlFor="guide-search" className={styles.searchLabel}>
          {t('searchLabel')}
        </label>
        <div className={styles.searchRow}>
          <IconField iconPosition="left" className={styles.searchField}>
            <InputIcon className="pi pi-search" />
            <InputText
              id="guide-search"
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setText('');
              }}
              placeholder={t('searchPlaceholder')}
              autoComplete="off"
              aria-controls="guide-results"
            />
          </IconField>
          {text !== '' && (
            <Button
              type="button"
              icon="pi pi-times"
              text
              rounded
              severity="secondary"
              aria-label={t('clearSearch')}
              onClick={() => setText('')}
            />
          )}
        </div>
      </div>

      <div id="guide-results" className={styles.results}>
        <p className={styles.status} role="status" data-testid="guide-status">
          {needle === ''
            ? ''
            : hits.length > 0
              ? t('resultCount', { count: hits.length, text: text.trim() })
              : t('noResultsTitle', { text: text.trim() })}
        </p>

        {needle === '' ? (
          <>
            <nav aria-label={t('topicsLabel')}>
              <ul className={styles.topics}>
                {topics.map((topic) => (
                  <li key={topic.id}>
                    <a
                      href={`#topic-${topic.id}`}
                      className={styles.topicLink}
                      onClick={(event) => {
                        event.preventDefault();
                        scrollToId(`topic-${topic.id}`);
                      }}
                    >
                      <i className={topic.icon} aria-hidden="true" />
                      <span className={styles.topicName}>{topic.title}</span>
                      <span className={styles.topicCount}>
                        {t('entryCount', { count: topic.items.length })}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            {topics.map((topic) => (
              <section
                key={topic.id}
                id={`topic-${topic.id}`}
                className={styles.topic}
                aria-labelledby={`topic-${topic.id}-title`}
                data-topic={topic.id}
              >
                <div className={styles.topicHeader}>
                  <span className={styles.topicIcon} aria-hidden="true">
                    <i className={topic.icon} />
                  </span>
                  <div>
                    <h2 id={`topic-${topic.id}-title`} className={styles.topicTitle}>
                      {topic.title}
                    </h2>
                    <p className={styles.topicDescription}>{topic.description}</p>
                  </div>
                </div>
                {renderAccordion(topic.items, false)}
              </section>
            ))}
          </>
        ) : hits.length > 0 ? (
          <section className={styles.topic} data-testid="guide-hits">
            {renderAccordion(
              hits.map((hit) => hit.doc),
              true,
            )}
          </section>
        ) : (
          <section className={styles.noResults} data-testid="guide-no-results">
            <i className="pi pi-question-circle" aria-hidden="true" />
            <p>{t('noResultsText')}</p>
            <Link
              to={{ pathname: pathTo('contacts'), search: `?subject=${encodeURIComponent(text.trim())}` }}
              className="p-button p-component"
              id="guide-contact-us"
            >
              <span className="p-button-icon p-button-icon-left pi pi-envelope" aria-hidden="true" />
              <span className="p-button-label">{t('contactUs')}</span>
            </Link>
          </section>
        )}
      </div>
    </div>
  );
}
