import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button, Card, H2, NonIdealState, H3 } from '@blueprintjs/core';
import { LoadingState } from '../../components/PageState';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { localisedNews, type NewsItem } from './shared';
import './content.css';
import { useGetAll } from '../../paging';
import { usePageHead } from '../../head/usePageHead';

/** Measured before paint in the browser; nothing to measure when the page is rendered on the server (a warning there). */
const useMeasureEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** One news card: title, date, body cut to 3 lines with a more/less toggle when it is longer. */
const NewsCard = ({ item }: { item: NewsItem }) => {
  const { t, language } = useT();
  const format = useFormat();
  const { title, body, titleLang, bodyLang } = localisedNews(item, language);
  const bodyRef = useRef<HTMLParagraphElement>(null);
  const [open, setOpen] = useState(false);
  const [long, setLong] = useState(false);
  // `body` too: measured again when the text changes (another language), which the observer would not see when the box keeps its size.
  useMeasureEffect(() => {
    const el = bodyRef.current;
    if (!el || open) return;
    // Measured again whenever the box changes (web fonts arriving, a narrower window), not only once on mount.
    const measure = () => setLong(el.scrollHeight > el.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [body, open]);
  const bodyId = `news-body-${item.id}`;
  return (
    <Card elevation={1} className="news-card" data-testid="news-card">
      <H3 className="news-title" lang={titleLang}>
        {title}
      </H3>
      <time className="news-date" dateTime={item.date}>
        {format.dayOf(item.date)}
      </time>
      <p ref={bodyRef} id={bodyId} lang={bodyLang} className={open ? 'news-body' : 'news-body news-body-clamped'} data-testid="news-body">
        {body}
      </p>
      {long || open ? (
        <Button variant="minimal" size="small" aria-expanded={open} aria-controls={bodyId} text={t(open ? 'content.news.less' : 'content.news.more')} onClick={() => setOpen((o) => !o)} data-testid="news-toggle" />
      ) : null}
    </Card>
  );
};

/** /newsfeed (public): ACTIVE news, newest first, in the interface language with English fallback. Spec §8: a failed fetch shows nothing. */
export const NewsFeed = () => {
  const { t } = useT();
  usePageHead(t('content.news.title'), { id: 'newsfeed' });
  const { load } = useGetAll<NewsItem[]>('/api/news/home/list', '');
  return (
    <div className="page page-medium">
      <H2>{t('content.news.title')}</H2>
      {load.state === 'loading' ? (
        <LoadingState />
      ) : load.state === 'error' ? null : load.data.length === 0 ? (
        <NonIdealState icon="feed" title={t('content.news.empty')} />
      ) : (
        <div className="news-list">
          {load.data.map((item) => (
            <NewsCard key={item.id} item={item} />
          ))}
        </div>
      )}
    </div>
  );
};
