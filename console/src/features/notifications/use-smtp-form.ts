// The mail server form's state and save (headless): the stored values in, field errors of the server's
// validation (spec 01 §5) out; the password is never known here, only whether one is stored.
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SmtpSettingsDocument, UpdateSmtpSettingsDocument } from '../../generated/graphql.ts';
import { useNotify } from '../../platform/runtime-context.tsx';
import { fieldErrors } from '../../platform/validation/field-errors.ts';

export interface SmtpFormValues {
  host: string;
  port: string;
  tls_mode: string;
  user: string;
  password: string;
  clear_password: boolean;
  sender: string;
}

const EMPTY: SmtpFormValues = {
  host: '',
  port: '587',
  tls_mode: 'starttls',
  user: '',
  password: '',
  clear_password: false,
  sender: '',
};

export function useSmtpForm() {
  const { t } = useTranslation();
  const notify = useNotify();
  const query = useQuery(SmtpSettingsDocument);
  const [save, { loading: saving }] = useMutation(UpdateSmtpSettingsDocument);
  const stored = query.data?.smtpSettings;
  const [values, setValues] = useState<SmtpFormValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (stored)
      setValues({ ...EMPTY, ...stored, port: String(stored.port), password: '', clear_password: false });
  }, [stored]);

  const set = <K extends keyof SmtpFormValues>(key: K, value: SmtpFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = async () => {
    const port = values.port.trim() === '' ? null : Number(values.port);
    try {
      await save({
        variables: {
          input: {
            host: values.host,
            port: Number.isInteger(port) ? port : -1,
            tls_mode: values.tls_mode,
            user: values.user,
            password: values.password || null,
            clear_password: values.clear_password,
            sender: values.sender,
          },
        },
        refetchQueries: [SmtpSettingsDocument],
        awaitRefetchQueries: true,
      });
      setErrors({});
      notify({ type: 'success', title: t('mail.smtp.savedTitle'), text: t('mail.smtp.savedText') });
    } catch (error) {
      const perField = CombinedGraphQLErrors.is(error) ? fieldErrors(error.errors, t) : {};
      if (Object.keys(perField).length > 0) setErrors(perField);
      else notify({ type: 'error', title: t('errors.updateTitle'), text: t('errors.updateText') });
    }
  };

  return { loading: query.loading, failed: !!query.error, stored, values, set, errors, saving, submit };
}
