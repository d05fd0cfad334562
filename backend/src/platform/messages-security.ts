// Server messages of authorization and abuse resistance: grant rules, the temporary-password
// session, request limits, host allow-list, demo REST. Merged into the catalogue by messages.ts.
import type { Locale } from './locale.ts';

export const securityMessages: Record<Locale, Record<string, string>> = {
  de: {
    'request.malformed': 'Die Anfrage ist kein gültiges JSON.',
    'auth.password_change_required':
      'Ihr Passwort ist vorübergehend. Bitte legen Sie zuerst ein neues Passwort fest.',
    'grant.superuser_flag': 'Nur Superuser dürfen den Superuser-Status vergeben oder entziehen.',
    'grant.edit_superuser': 'Nur Superuser dürfen Superuser bearbeiten oder löschen.',
    'grant.password_stronger':
      'Sie können das Passwort nur für Benutzer festlegen, die keine Berechtigung und keinen Systemzugriff haben, die Ihnen fehlen.',
    'grant.role': 'Nur Superuser dürfen Rollen zuweisen.',
    'grant.permissions': 'Sie können nur Berechtigungen vergeben, die Sie selbst besitzen: {permissions}',
    'grant.system_access': 'Sie können nur Zugriff auf Systeme vergeben, auf die Sie selbst Zugriff haben.',
    'login.rate_limited_seconds':
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie {seconds} s und versuchen Sie es dann erneut.',
    'login.too_long': 'Benutzername oder Passwort ist zu lang.',
    'request.too_large': 'Die Anfrage ist zu gross (höchstens {max}).',
    'request.too_many_operations': 'Zu viele gleichzeitige Abfragen auf einer Verbindung (höchstens {max}).',
    'request.too_deep': 'Die Anfrage ist zu tief verschachtelt.',
    'request.too_many_tokens': 'Die Anfrage ist zu umfangreich.',
    'request.foreign_host':
      'Dieser Hostname ist für den Server nicht freigegeben. Der Administrator kann ihn in CS_ALLOWED_HOSTS eintragen.',
    'demo.local_only':
      'Die Demo-Schnittstelle ist nur auf diesem Rechner oder nach der Anmeldung erreichbar.',
  },
  en: {
    'request.malformed': 'The request is not valid JSON.',
    'auth.password_change_required': 'Your password is temporary. Please set a new password first.',
    'grant.superuser_flag': 'Only superusers may grant or remove superuser status.',
    'grant.edit_superuser': 'Only superusers may edit or delete superusers.',
    'grant.password_stronger':
      'You can only set the password of users who hold no permission and no system access that you lack.',
    'grant.role': 'Only superusers may assign roles.',
    'grant.permissions': 'You can only grant permissions that you hold yourself: {permissions}',
    'grant.system_access': 'You can only grant access to systems that you can access yourself.',
    'login.rate_limited_seconds': 'Too many failed login attempts. Please wait {seconds} s and try again.',
    'login.too_long': 'User name or password is too long.',
    'request.too_large': 'The request is too large (at most {max}).',
    'request.too_many_operations': 'Too many operations at once on one connection (at most {max}).',
    'request.too_deep': 'The request is nested too deeply.',
    'request.too_many_tokens': 'The request is too large.',
    'request.foreign_host':
      'This host name is not allowed for the server. The administrator can add it to CS_ALLOWED_HOSTS.',
    'demo.local_only': 'The demo interface can only be used on this computer or after signing in.',
  },
  fr: {
    'request.malformed': 'La requête n’est pas du JSON valide.',
    'auth.password_change_required':
      'Votre mot de passe est temporaire. Veuillez d’abord définir un nouveau mot de passe.',
    'grant.superuser_flag':
      'Seuls les superutilisateurs peuvent attribuer ou retirer le statut de superutilisateur.',
    'grant.edit_superuser':
      'Seuls les superutilisateurs peuvent modifier ou supprimer des superutilisateurs.',
    'grant.password_stronger':
      'Vous ne pouvez définir le mot de passe que d’utilisateurs qui n’ont aucune autorisation ni aucun accès à un système qui vous manque.',
    'grant.role': 'Seuls les superutilisateurs peuvent attribuer des rôles.',
    'grant.permissions':
      'Vous ne pouvez attribuer que les autorisations que vous possédez vous-même : {permissions}',
    'grant.system_access': 'Vous ne pouvez donner accès qu’aux systèmes auxquels vous avez vous-même accès.',
    'login.rate_limited_seconds':
      'Trop de tentatives de connexion échouées. Veuillez patienter {seconds} s, puis réessayer.',
    'login.too_long': 'Le nom d’utilisateur ou le mot de passe est trop long.',
    'request.too_large': 'La requête est trop volumineuse (au maximum {max}).',
    'request.too_many_operations': 'Trop d’opérations simultanées sur une connexion (au maximum {max}).',
    'request.too_deep': 'La requête est imbriquée trop profondément.',
    'request.too_many_tokens': 'La requête est trop volumineuse.',
    'request.foreign_host':
      'Ce nom d’hôte n’est pas autorisé pour le serveur. L’administrateur peut l’ajouter à CS_ALLOWED_HOSTS.',
    'demo.local_only':
      'L’interface de démonstration n’est accessible que depuis cet ordinateur ou après connexion.',
  },
  it: {
    'request.malformed': 'La richiesta non è un JSON valido.',
    'auth.password_change_required': 'La sua password è temporanea. Imposti prima una nuova password.',
    'grant.superuser_flag': 'Solo i superutenti possono assegnare o revocare lo stato di superutente.',
    'grant.edit_superuser': 'Solo i superutenti possono modificare o eliminare i superutenti.',
    'grant.password_stronger':
      'Può impostare la password solo di utenti che non hanno autorizzazioni né accessi a sistemi che a Lei mancano.',
    'grant.role': 'Solo i superutenti possono assegnare ruoli.',
    'grant.permissions': 'Può assegnare solo le autorizzazioni che possiede lei stesso: {permissions}',
    'grant.system_access': 'Può concedere l’accesso solo ai sistemi a cui ha accesso lei stesso.',
    'login.rate_limited_seconds':
      'Troppi tentativi di accesso non riusciti. Attendere {seconds} s e riprovare.',
    'login.too_long': 'Il nome utente o la password sono troppo lunghi.',
    'request.too_large': 'La richiesta è troppo grande (al massimo {max}).',
    'request.too_many_operations': 'Troppe operazioni contemporanee su una connessione (al massimo {max}).',
    'request.too_deep': 'La richiesta è annidata troppo in profondità.',
    'request.too_many_tokens': 'La richiesta è troppo grande.',
    'request.foreign_host':
      'Questo nome host non è consentito per il server. L’amministratore può aggiungerlo a CS_ALLOWED_HOSTS.',
    'demo.local_only': 'L’interfaccia demo è raggiungibile solo da questo computer o dopo l’accesso.',
  },
};
