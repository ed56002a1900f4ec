import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FaqDoc } from './faq-search';
import { faqTopics, type FaqEntryDef } from './faq-topics';

/** An entry of the guide with its texts in the UI language. */
export interface FaqItem extends FaqDoc, FaqEntryDef {
  topicTitle: string;
}

export interface FaqTopic {
  id: string;
  icon: string;
  title: string;
  description: string;
  items: FaqItem[];
}

/** The guide in the UI language: topics with their entries, in the guide's order. */
export function useFaqDocs(): { topics: FaqTopic[]; items: FaqItem[] } {
  const { t } = useTranslation('help');
  return useMemo(() => {
    const topics = faqTopics.map((topic) => {
      const title = t(`topics.${topic.id}.title`);
      return {
        id: topic.id,
        icon: topic.icon,
        title,
        description: t(`topics.${topic.id}.description`),
        items: topic.entries.map((entry) => ({
          ...entry,
          topicId: topic.id,
          topicTitle: title,
          question: t(`entries.${entry.id}.q`),
          answer: t(`entries.${entry.id}.a`),
          keywords: t(`entries.${entry.id}.k`),
        })),
      };
    });
    return { topics, items: topics.flatMap((topic) => topic.items) };
    // `t` is a new function when the language changes.
  }, [t]);
}
