// The mail server form's state and save (headless): the stored values in, field errors of the server's
// validation (spec 01 §5) out; the password is never known here, only whether one is stored.
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { addressChanged, SMTP_PASSWORD_ADDRESS } from '@cs/rules/secret-address';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SmtpSettingsDocument, UpdateSmtpSettingsDocument } from '../../generated/graphql.ts';
import { useNotify } from '../../platform/runtime-context.tsx';
import {
  fieldMessages,
  translateMessages,
  type FieldMessages,
} from '../../platform/validation/field-errors.ts';

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
  // Kept as they came and translated at each render: a language switch retranslates them.
  const [refusal, setRefusal] = useState<FieldMessages>({});
  const errors = translateMessages(refusal, t);

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
      setRefusal({});
      notify({ type: 'success', title: t('mail.smtp.savedTitle'), text: t('mail.smtp.savedText') });
    } catch (error) {
      const perField = CombinedGraphQLErrors.is(error) ? fieldMessages(error.errors) : {};
      if (Object.keys(perField).length > 0) setRefusal(perField);
      else notify({ type: 'error', title: t('errors.updateTitle'), text: t('errors.updateText') });
    }
  };

  // What the password field says: kept, none, or (a new host, port or TLS mode without it) removed on save,
  // as the backend decides it (auth/bound-secrets.ts).
  const passwordHint = !stored?.password_set
    ? 'mail.smtp.passwordNone'
    : !values.password && !values.clear_password && addressChanged(SMTP_PASSWORD_ADDRESS, stored, values)
      ? 'mail.smtp.passwordRemoved'
      : 'mail.smtp.passwordKept';

  return {
    loading: query.loading,
    failed: !!query.error,
    stored,
    values,
    set,
    errors,
    saving,
    submit,
    passwordHint,
  };
}
