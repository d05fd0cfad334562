// Spec 01 §2 main layout: page titles are the translated page title plus the product name and
// reset on leave.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function usePageTitle(titleKey: string): void {
  const { t } = useTranslation();
  const title = t(titleKey);
  const product = t('app.product');
  useEffect(() => {
    document.title = `${title} · ${product}`;
    return () => {
      document.title = product;
    };
  }, [title, product]);
}
