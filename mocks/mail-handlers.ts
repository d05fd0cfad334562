// MSW handlers of the mail server form and the send log (console/src/features/notifications/mail.graphql), typed by
// the codegen documents, in the server's shape (backend/src/modules/mail: mail-api.test.ts checks the real one).
// The save checks what the server checks first (required, port range, e-mail) and answers its validation errors;
// the password is kept but never answered.
import { addressChanged, SMTP_PASSWORD_ADDRESS } from '@cs/rules/secret-address';
import { graphql } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import {
  SendLogDocument,
  SmtpSettingsDocument,
  UpdateSmtpSettingsDocument,
  type SendLogQuery,
  type SmtpSettingsQuery,
} from '../console/src/generated/graphql.ts';

export interface MailMockOptions {
  /** the stored server; default none configured */
  smtp?: Partial<SmtpSettingsQuery['smtpSettings']>;
  sendLog?: SendLogQuery['sendLog'];
  /** the send log fails to load */
  sendLogFails?: boolean;
}

export const MOCK_SEND_LOG: SendLogQuery['sendLog'] = [
  {
    id: 3,
    created_at: '2025-01-07T05:00:00.000Z',
    created_time: '07.01.2025 06:00',
    kind: 'report',
    subject: 'daily',
    title: 'Täglicher Bericht 06.01.2025',
    recipients: 'leitung@heim.example',
    state: 'failed',
    attempts: 2,
    next_attempt_at: '2025-01-07T05:06:00.000Z',
    next_attempt_time: '07.01.2025 06:06',
    error: 'Senden fehlgeschlagen: Verbindung abgelehnt',
  },
  {
    id: 2,
    created_at: '2025-01-06T12:00:00.000Z',
    created_time: '06.01.2025 13:00',
    kind: 'notification',
    subject: 'device_not_reachable',
    title: 'Gerät nicht erreichbar: Bad 7 (Haus Lindenhof)',
    recipients: 'leitung@heim.example, pflege@heim.example',
    state: 'sent',
    attempts: 1,
    next_attempt_at: null,
    next_attempt_time: null,
    error: null,
  },
];

const NOT_CONFIGURED: SmtpSettingsQuery['smtpSettings'] = {
  configured: false,
  host: '',
  port: 587,
  tls_mode: 'starttls',
  user: '',
  password_set: false,
  sender: '',
};

const invalid = (field: string, key: string, message: string, data: Record<string, unknown> = {}) => ({
  message,
  extensions: { code: 'VALIDATION_FAILED', validation: true, field, key, data },
});

export function createMailMock(options: MailMockOptions = {}) {
  const state = {
    smtp: { ...NOT_CONFIGURED, ...options.smtp, __typename: 'SmtpSettings' as const },
    password: options.smtp?.password_set ? 'stored' : '',
    sendLog: (options.sendLog ?? MOCK_SEND_LOG).map((e) => ({ ...e, __typename: 'SendLogEntry' as const })),
    saves: 0,
  };
  const api = graphql.link('*/backend/query');
  const handlers = [
    api.query(SmtpSettingsDocument, () => HttpResponse.json({ data: { smtpSettings: state.smtp } })),
    api.query(SendLogDocument, () =>
      options.sendLogFails
        ? HttpResponse.json({ errors: [{ message: 'STORAGE_FAILED' }] })
        : HttpResponse.json({ data: { sendLog: state.sendLog } }),
    ),
    api.mutation(UpdateSmtpSettingsDocument, ({ variables: { input } }) => {
      const errors = [];
      if (!input.host?.trim()) errors.push(invalid('host', 'required', 'Dieses Feld ist erforderlich'));
      if (!input.port || input.port < 1 || input.port > 65535)
        errors.push(
          invalid('port', 'between', 'Der Wert muss zwischen 1 und 65535 liegen', { min: 1, max: 65535 }),
        );
      if (!/^[^@\s]+@[^@\s]+$/.test(input.sender ?? ''))
        errors.push(invalid('sender', 'email', 'Keine gültige E-Mail-Adresse'));
      if (errors.length) return HttpResponse.json({ errors, data: null });
      if (input.clear_password) state.password = '';
      else if (input.password) state.password = input.password;
      // a new host, port or TLS mode without the password removes the stored one (backend/src/auth/bound-secrets.ts)
      else if (addressChanged(SMTP_PASSWORD_ADDRESS, state.smtp, input)) state.password = '';
      state.saves++;
      state.smtp = {
        ...state.smtp,
        configured: true,
        host: input.host!.trim(),
        port: input.port!,
        tls_mode: input.tls_mode as SmtpSettingsQuery['smtpSettings']['tls_mode'],
        user: input.user ?? '',
        sender: input.sender!.trim(),
        password_set: state.password !== '',
      };
      return HttpResponse.json({ data: { updateSmtpSettings: state.smtp } });
    }),
  ];
  return { handlers, state };
}
