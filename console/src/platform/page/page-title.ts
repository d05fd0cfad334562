// Spec 01 §2 main layout: page titles are the translated page title plus the product name and
// reset on leave.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** `detail` (a profile's name, a record's) follows the page title after a dash. */
export function usePageTitle(titleKey: string, detail?: string | null): void {
  const { t } = useTranslation();
  const title = detail ? `${t(titleKey)} – ${detail}` : t(titleKey);
  const product = t('app.product');
  useEffect(() => {
    document.title = `${title} · ${product}`;
    return () => {
      document.title = product;
    };
  }, [title, product]);
}
