import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Button, FormGroup } from '@blueprintjs/core';
import type { Language } from '@nvp/events/browser';
import { errorText } from '../../api';
import { upload } from '../../reference/upload';
import { useT } from '../../i18n';

/** Spec §9: numbers abbreviated K (≥ 1,000), Mn (≥ 1,000,000), Bn (≥ 10^9), at most 2 decimals. */
export const abbreviate = (n: number): string => {
  const round = (x: number) => String(Math.round(x * 100) / 100);
  if (Math.abs(n) >= 1e9) return `${round(n / 1e9)}Bn`;
  if (Math.abs(n) >= 1e6) return `${round(n / 1e6)}Mn`;
  if (Math.abs(n) >= 1e3) return `${round(n / 1e3)}K`;
  return round(n);
};

export interface NewsItem {
  id: string;
  title: string;
  body: string;
  titleSinhala?: string;
  bodySinhala?: string;
  titleTamil?: string;
  bodyTamil?: string;
  date: string;
  status: 'ACTIVE' | 'ARCHIVED';
}

/** A news item in the interface language; English where no translation was written (issue 11). */
export const localisedNews = (item: NewsItem, language: Language) => {
  const title = language === 'si' ? item.titleSinhala : language === 'ta' ? item.titleTamil : undefined;
  const body = language === 'si' ? item.bodySinhala : language === 'ta' ? item.bodyTamil : undefined;
  // Each field says its own language, so screen readers read an English fallback as English.
  return { title: title || item.title, body: body || item.body, titleLang: title ? language : 'en', bodyLang: body ? language : 'en' };
};

/** Spec §2: carousels show 3 items at width ≥ 1280, 2 at ≥ 960, else 1. */
export const perSlideFor = (width: number) => (width >= 1280 ? 3 : width >= 960 ? 2 : 1);
const onResize = (changed: () => void) => {
  window.addEventListener('resize', changed);
  return () => window.removeEventListener('resize', changed);
};
/** The server's answer is one per slide (a phone's): a prerendered page hydrates with it, then takes the window's. */
export const usePerSlide = () => useSyncExternalStore(onResize, () => perSlideFor(window.innerWidth), () => 1);

/** A carousel of slides of `perSlide` items with previous/next buttons; a region named by `label`. */
export const Carousel = <T,>({ items, label, render, testId }: { items: T[]; label: string; render: (item: T) => ReactNode; testId: string }) => {
  const { t } = useT();
  const perSlide = usePerSlide();
  const slides = Math.max(1, Math.ceil(items.length / perSlide));
  const [slide, setSlide] = useState(0);
  useEffect(() => setSlide((s) => Math.min(s, slides - 1)), [slides]);
  const shown = items.slice(slide * perSlide, slide * perSlide + perSlide);
  return (
    <section className="story-carousel" aria-roledescription="carousel" aria-label={label} data-testid={testId} data-per-slide={perSlide}>
      <Button icon="chevron-left" variant="minimal" aria-label={t('content.previous')} disabled={slides < 2} onClick={() => setSlide((s) => (s - 1 + slides) % slides)} />
      {/* biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group; a fieldset is for form controls. */}
      <div className={`story-carousel-slide per-slide-${perSlide}`} role="group" aria-roledescription="slide" aria-live="polite" aria-label={t('content.slide', { n: slide + 1, count: slides })}>
        {shown.map(render)}
      </div>
      <Button icon="chevron-right" variant="minimal" aria-label={t('content.next')} disabled={slides < 2} onClick={() => setSlide((s) => (s + 1) % slides)} />
    </section>
  );
};

/**
 * Chooses a picture and uploads it through the asset pipeline (PUT /api/asset/image, field `images`); `onChange`
 * receives the asset URL. The chosen picture is previewed with its alt text.
 */
export const ImageUpload = ({ value, onChange, error, alt, name }: { value: string; onChange: (url: string) => void; error?: string; alt: string; name: string }) => {
  const { t, v } = useT();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      const form = new FormData();
      form.append('images', file);
      const [first] = await upload<{ url: string }[]>('/api/asset/image', form);
      onChange(first.url);
    } catch (e) {
      setFailure(v(errorText(e)));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  const message = failure ?? error;
  return (
    <FormGroup label={t('content.image.label')} labelFor={`field-${name}`} helperText={message ?? t('content.image.hint')} intent={message ? 'danger' : 'none'}>
      <div className="image-upload">
        {value ? <img src={value} alt={alt} className="image-upload-preview" data-testid={`${name}-preview`} /> : null}
        <input ref={input} id={`field-${name}`} name={name} type="file" accept="image/png,image/jpeg,image/webp" disabled={busy} onChange={(e) => void choose(e.currentTarget.files?.[0])} />
        {busy ? <span className="muted-text">{t('content.image.uploading')}</span> : null}
      </div>
    </FormGroup>
  );
};

/** Spec §8 timing: the result of an admin action stays 3 s. */
export const RESULT_MS = 3000;
