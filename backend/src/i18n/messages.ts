import type { Language } from '../market/markets'

/**
 * Texts the shop API answers in `message.text` and `payload.errors`, and the e-mails it
 * sends. The storefront shows `message.text` to the shopper (shop-core §8), so they are
 * in the language of `X-Locale`.
 */
const en = {
  checkEntries: 'Please check your entries.',
  required: 'Please fill in this field.',
  emailInvalid: 'Please enter a valid e-mail address.',
  passwordTooShort: 'Your password must be at least {min} characters long.',
  passwordTooLong: 'Your password must be at most {max} characters long.',
  tooLong: 'Please use at most {max} characters.',
  emailTaken:
    'An account with this e-mail address already exists. Please log in or reset your password.',
  loginInvalid: 'The e-mail address or the password is not correct.',
  googleInvalid: 'The Google sign-in could not be confirmed. Please try again.',
  loginThrottled_one: 'Too many failed login attempts. Please wait {count} minute and try again.',
  loginThrottled_other:
    'Too many failed login attempts. Please wait {count} minutes and try again.',
  loginDelay_one:
    'Too many failed login attempts for this account. Please wait {count} second and try again.',
  loginDelay_other:
    'Too many failed login attempts for this account. Please wait {count} seconds and try again.',
  rateLimited_one:
    'Too many requests from your connection. Please wait {count} minute and try again.',
  rateLimited_other:
    'Too many requests from your connection. Please wait {count} minutes and try again.',
  loggedOut: 'You have been logged out.',
  resetRequested:
    'If an account exists for this e-mail address, we have sent you a link to choose a new password.',
  resetTokenInvalid: 'This link is invalid or has expired. Please request a new one.',
  resetDone: 'Your new password has been saved.',
  newsletterPending:
    'Almost done: please confirm your subscription with the link we have sent you by e-mail.',
  newsletterConfirmed: 'Thank you! Your newsletter subscription is confirmed.',
  newsletterTokenInvalid:
    'This confirmation link is invalid or has expired. Please subscribe again.',
  captchaMissing: 'Please confirm that you are not a robot.',
  captchaFailed: 'We could not verify that you are not a robot. Please try again.',
  resetMailSubject: 'Choose a new password',
  resetMailBody:
    'Hello {name},\n\nsomeone (hopefully you) asked to reset the password of your account. Choose a new password with this link within the next hour:\n\n{link}\n\nIf you did not ask for this, you can ignore this e-mail; your password stays the same.',
  newsletterMailSubject: 'Please confirm your newsletter subscription',
  newsletterMailBody:
    'Hello,\n\nplease confirm that you would like to receive our newsletter at this address:\n\n{link}\n\nIf you did not subscribe, ignore this e-mail and you will not hear from us.',
  newsletterWelcomeSubject: 'Your 10% voucher from Printhaus',
  newsletterWelcomeBody:
    'Hello,\n\nthank you for subscribing to our newsletter. As promised, here is your voucher for 10% off your next order:\n\n{code}\n\nEnter it in your basket; it can be used once, until {until}, on this shop ({shop}).',
}

export type MessageKey = keyof typeof en

const de: Record<MessageKey, string> = {
  checkEntries: 'Bitte überprüfe deine Eingaben.',
  required: 'Bitte fülle dieses Feld aus.',
  emailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein.',
  passwordTooShort: 'Dein Passwort muss mindestens {min} Zeichen lang sein.',
  passwordTooLong: 'Dein Passwort darf höchstens {max} Zeichen lang sein.',
  tooLong: 'Bitte verwende höchstens {max} Zeichen.',
  emailTaken:
    'Zu dieser E-Mail-Adresse gibt es bereits ein Konto. Bitte melde dich an oder setze dein Passwort zurück.',
  loginInvalid: 'Die E-Mail-Adresse oder das Passwort ist nicht korrekt.',
  googleInvalid:
    'Die Anmeldung mit Google konnte nicht bestätigt werden. Bitte versuche es erneut.',
  loginThrottled_one:
    'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warte {count} Minute und versuche es dann erneut.',
  loginThrottled_other:
    'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warte {count} Minuten und versuche es dann erneut.',
  loginDelay_one:
    'Zu viele fehlgeschlagene Anmeldeversuche für dieses Konto. Bitte warte {count} Sekunde und versuche es dann erneut.',
  loginDelay_other:
    'Zu viele fehlgeschlagene Anmeldeversuche für dieses Konto. Bitte warte {count} Sekunden und versuche es dann erneut.',
  rateLimited_one:
    'Zu viele Anfragen von deinem Anschluss. Bitte warte {count} Minute und versuche es dann erneut.',
  rateLimited_other:
    'Zu viele Anfragen von deinem Anschluss. Bitte warte {count} Minuten und versuche es dann erneut.',
  loggedOut: 'Du wurdest abgemeldet.',
  resetRequested:
    'Falls zu dieser E-Mail-Adresse ein Konto existiert, haben wir dir einen Link geschickt, mit dem du ein neues Passwort wählen kannst.',
  resetTokenInvalid: 'Dieser Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.',
  resetDone: 'Dein neues Passwort wurde gespeichert.',
  newsletterPending:
    'Fast geschafft: Bitte bestätige deine Anmeldung über den Link, den wir dir per E-Mail geschickt haben.',
  newsletterConfirmed: 'Vielen Dank! Deine Newsletter-Anmeldung ist bestätigt.',
  newsletterTokenInvalid:
    'Dieser Bestätigungslink ist ungültig oder abgelaufen. Bitte melde dich erneut an.',
  captchaMissing: 'Bitte bestätige, dass du kein Roboter bist.',
  captchaFailed:
    'Wir konnten nicht bestätigen, dass du kein Roboter bist. Bitte versuche es erneut.',
  resetMailSubject: 'Neues Passwort festlegen',
  resetMailBody:
    'Hallo {name},\n\njemand (hoffentlich du) hat darum gebeten, das Passwort deines Kontos zurückzusetzen. Mit diesem Link kannst du innerhalb der nächsten Stunde ein neues Passwort wählen:\n\n{link}\n\nFalls du das nicht warst, kannst du diese E-Mail ignorieren; dein Passwort bleibt unverändert.',
  newsletterMailSubject: 'Bitte bestätige deine Newsletter-Anmeldung',
  newsletterMailBody:
    'Hallo,\n\nbitte bestätige, dass du unseren Newsletter an diese Adresse erhalten möchtest:\n\n{link}\n\nFalls du dich nicht angemeldet hast, ignoriere diese E-Mail einfach; du hörst dann nicht weiter von uns.',
  newsletterWelcomeSubject: 'Dein 10-%-Gutschein von Printhaus',
  newsletterWelcomeBody:
    'Hallo,\n\ndanke für deine Newsletter-Anmeldung. Wie versprochen bekommst du hier deinen Gutschein über 10 % Rabatt auf deine nächste Bestellung:\n\n{code}\n\nGib ihn im Warenkorb ein; er gilt einmal, bis zum {until}, in diesem Shop ({shop}).',
}

const fr: Record<MessageKey, string> = {
  checkEntries: 'Veuillez vérifier vos saisies.',
  required: 'Veuillez remplir ce champ.',
  emailInvalid: 'Veuillez saisir une adresse e-mail valide.',
  passwordTooShort: 'Votre mot de passe doit comporter au moins {min} caractères.',
  passwordTooLong: 'Votre mot de passe doit comporter au plus {max} caractères.',
  tooLong: 'Veuillez utiliser au plus {max} caractères.',
  emailTaken:
    'Un compte existe déjà pour cette adresse e-mail. Veuillez vous connecter ou réinitialiser votre mot de passe.',
  loginInvalid: 'L’adresse e-mail ou le mot de passe est incorrect.',
  googleInvalid: 'La connexion avec Google n’a pas pu être confirmée. Veuillez réessayer.',
  loginThrottled_one:
    'Trop de tentatives de connexion échouées. Veuillez patienter {count} minute avant de réessayer.',
  loginThrottled_other:
    'Trop de tentatives de connexion échouées. Veuillez patienter {count} minutes avant de réessayer.',
  loginDelay_one:
    'Trop de tentatives de connexion échouées pour ce compte. Veuillez patienter {count} seconde avant de réessayer.',
  loginDelay_other:
    'Trop de tentatives de connexion échouées pour ce compte. Veuillez patienter {count} secondes avant de réessayer.',
  rateLimited_one:
    'Trop de demandes depuis votre connexion. Veuillez patienter {count} minute avant de réessayer.',
  rateLimited_other:
    'Trop de demandes depuis votre connexion. Veuillez patienter {count} minutes avant de réessayer.',
  loggedOut: 'Vous avez été déconnecté.',
  resetRequested:
    'Si un compte existe pour cette adresse e-mail, nous vous avons envoyé un lien pour choisir un nouveau mot de passe.',
  resetTokenInvalid: 'Ce lien n’est plus valide ou a expiré. Veuillez en demander un nouveau.',
  resetDone: 'Votre nouveau mot de passe a été enregistré.',
  newsletterPending:
    'Presque terminé : veuillez confirmer votre inscription grâce au lien que nous vous avons envoyé par e-mail.',
  newsletterConfirmed: 'Merci ! Votre inscription à la newsletter est confirmée.',
  newsletterTokenInvalid:
    'Ce lien de confirmation n’est plus valide ou a expiré. Veuillez vous réinscrire.',
  captchaMissing: 'Veuillez confirmer que vous n’êtes pas un robot.',
  captchaFailed: 'Nous n’avons pas pu vérifier que vous n’êtes pas un robot. Veuillez réessayer.',
  resetMailSubject: 'Choisissez un nouveau mot de passe',
  resetMailBody:
    'Bonjour {name},\n\nquelqu’un (vous, nous l’espérons) a demandé la réinitialisation du mot de passe de votre compte. Choisissez un nouveau mot de passe avec ce lien dans l’heure qui suit :\n\n{link}\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail ; votre mot de passe reste inchangé.',
  newsletterMailSubject: 'Veuillez confirmer votre inscription à la newsletter',
  newsletterMailBody:
    'Bonjour,\n\nveuillez confirmer que vous souhaitez recevoir notre newsletter à cette adresse :\n\n{link}\n\nSi vous ne vous êtes pas inscrit, ignorez cet e-mail : vous n’entendrez plus parler de nous.',
  newsletterWelcomeSubject: 'Votre bon de réduction de 10 % Printhaus',
  newsletterWelcomeBody:
    'Bonjour,\n\nmerci pour votre inscription à notre newsletter. Comme promis, voici votre code de réduction de 10 % sur votre prochaine commande :\n\n{code}\n\nSaisissez-le dans votre panier ; il est valable une fois, jusqu’au {until}, sur cette boutique ({shop}).',
}

const it: Record<MessageKey, string> = {
  checkEntries: 'Controlla i dati inseriti.',
  required: 'Compila questo campo.',
  emailInvalid: 'Inserisci un indirizzo e-mail valido.',
  passwordTooShort: 'La password deve contenere almeno {min} caratteri.',
  passwordTooLong: 'La password può contenere al massimo {max} caratteri.',
  tooLong: 'Usa al massimo {max} caratteri.',
  emailTaken:
    'Esiste già un account con questo indirizzo e-mail. Accedi oppure reimposta la password.',
  loginInvalid: 'L’indirizzo e-mail o la password non sono corretti.',
  googleInvalid: 'Non è stato possibile confermare l’accesso con Google. Riprova.',
  loginThrottled_one: 'Troppi tentativi di accesso non riusciti. Attendi {count} minuto e riprova.',
  loginThrottled_other:
    'Troppi tentativi di accesso non riusciti. Attendi {count} minuti e riprova.',
  loginDelay_one:
    'Troppi tentativi di accesso non riusciti per questo account. Attendi {count} secondo e riprova.',
  loginDelay_other:
    'Troppi tentativi di accesso non riusciti per questo account. Attendi {count} secondi e riprova.',
  rateLimited_one: 'Troppe richieste dalla tua connessione. Attendi {count} minuto e riprova.',
  rateLimited_other: 'Troppe richieste dalla tua connessione. Attendi {count} minuti e riprova.',
  loggedOut: 'Sei stato disconnesso.',
  resetRequested:
    'Se esiste un account per questo indirizzo e-mail, ti abbiamo inviato un link per scegliere una nuova password.',
  resetTokenInvalid: 'Questo link non è valido o è scaduto. Richiedine uno nuovo.',
  resetDone: 'La nuova password è stata salvata.',
  newsletterPending:
    'Quasi fatto: conferma l’iscrizione con il link che ti abbiamo inviato per e-mail.',
  newsletterConfirmed: 'Grazie! La tua iscrizione alla newsletter è confermata.',
  newsletterTokenInvalid: 'Questo link di conferma non è valido o è scaduto. Iscriviti di nuovo.',
  captchaMissing: 'Conferma di non essere un robot.',
  captchaFailed: 'Non è stato possibile verificare che tu non sia un robot. Riprova.',
  resetMailSubject: 'Scegli una nuova password',
  resetMailBody:
    'Ciao {name},\n\nqualcuno (speriamo tu) ha chiesto di reimpostare la password del tuo account. Scegli una nuova password con questo link entro un’ora:\n\n{link}\n\nSe non sei stato tu, ignora questa e-mail: la tua password resta invariata.',
  newsletterMailSubject: 'Conferma la tua iscrizione alla newsletter',
  newsletterMailBody:
    'Ciao,\n\nconferma di voler ricevere la nostra newsletter a questo indirizzo:\n\n{link}\n\nSe non ti sei iscritto, ignora questa e-mail e non riceverai altro da noi.',
  newsletterWelcomeSubject: 'Il tuo buono sconto del 10% di Printhaus',
  newsletterWelcomeBody:
    'Ciao,\n\ngrazie per esserti iscritto alla nostra newsletter. Come promesso, ecco il tuo codice per il 10% di sconto sul prossimo ordine:\n\n{code}\n\nInseriscilo nel carrello: vale una volta, fino al {until}, in questo negozio ({shop}).',
}

const es: Record<MessageKey, string> = {
  checkEntries: 'Revisa los datos introducidos.',
  required: 'Rellena este campo.',
  emailInvalid: 'Introduce una dirección de correo electrónico válida.',
  passwordTooShort: 'Tu contraseña debe tener al menos {min} caracteres.',
  passwordTooLong: 'Tu contraseña puede tener como máximo {max} caracteres.',
  tooLong: 'Usa como máximo {max} caracteres.',
  emailTaken:
    'Ya existe una cuenta con esta dirección de correo electrónico. Inicia sesión o restablece tu contraseña.',
  loginInvalid: 'La dirección de correo electrónico o la contraseña no son correctas.',
  googleInvalid: 'No se ha podido confirmar el inicio de sesión con Google. Inténtalo de nuevo.',
  loginThrottled_one:
    'Demasiados intentos de inicio de sesión fallidos. Espera {count} minuto y vuelve a intentarlo.',
  loginThrottled_other:
    'Demasiados intentos de inicio de sesión fallidos. Espera {count} minutos y vuelve a intentarlo.',
  loginDelay_one:
    'Demasiados intentos de inicio de sesión fallidos para esta cuenta. Espera {count} segundo y vuelve a intentarlo.',
  loginDelay_other:
    'Demasiados intentos de inicio de sesión fallidos para esta cuenta. Espera {count} segundos y vuelve a intentarlo.',
  rateLimited_one:
    'Demasiadas solicitudes desde tu conexión. Espera {count} minuto y vuelve a intentarlo.',
  rateLimited_other:
    'Demasiadas solicitudes desde tu conexión. Espera {count} minutos y vuelve a intentarlo.',
  loggedOut: 'Has cerrado sesión.',
  resetRequested:
    'Si existe una cuenta con esta dirección de correo electrónico, te hemos enviado un enlace para elegir una contraseña nueva.',
  resetTokenInvalid: 'Este enlace no es válido o ha caducado. Solicita uno nuevo.',
  resetDone: 'Tu nueva contraseña se ha guardado.',
  newsletterPending:
    'Casi listo: confirma tu suscripción con el enlace que te hemos enviado por correo electrónico.',
  newsletterConfirmed: '¡Gracias! Tu suscripción a la newsletter está confirmada.',
  newsletterTokenInvalid:
    'Este enlace de confirmación no es válido o ha caducado. Vuelve a suscribirte.',
  captchaMissing: 'Confirma que no eres un robot.',
  captchaFailed: 'No hemos podido comprobar que no eres un robot. Inténtalo de nuevo.',
  resetMailSubject: 'Elige una contraseña nueva',
  resetMailBody:
    'Hola {name}:\n\nalguien (esperamos que tú) ha pedido restablecer la contraseña de tu cuenta. Elige una contraseña nueva con este enlace durante la próxima hora:\n\n{link}\n\nSi no has sido tú, ignora este correo; tu contraseña no cambia.',
  newsletterMailSubject: 'Confirma tu suscripción a la newsletter',
  newsletterMailBody:
    'Hola:\n\nconfirma que quieres recibir nuestra newsletter en esta dirección:\n\n{link}\n\nSi no te has suscrito, ignora este correo y no volverás a saber de nosotros.',
  newsletterWelcomeSubject: 'Tu cupón del 10 % de Printhaus',
  newsletterWelcomeBody:
    'Hola:\n\ngracias por suscribirte a nuestra newsletter. Como te prometimos, aquí tienes tu código del 10 % de descuento en tu próximo pedido:\n\n{code}\n\nIntrodúcelo en tu cesta; vale una vez, hasta el {until}, en esta tienda ({shop}).',
}

const nl: Record<MessageKey, string> = {
  checkEntries: 'Controleer je gegevens.',
  required: 'Vul dit veld in.',
  emailInvalid: 'Vul een geldig e-mailadres in.',
  passwordTooShort: 'Je wachtwoord moet minstens {min} tekens lang zijn.',
  passwordTooLong: 'Je wachtwoord mag hoogstens {max} tekens lang zijn.',
  tooLong: 'Gebruik hoogstens {max} tekens.',
  emailTaken:
    'Er bestaat al een account met dit e-mailadres. Log in of stel je wachtwoord opnieuw in.',
  loginInvalid: 'Het e-mailadres of het wachtwoord is niet juist.',
  googleInvalid: 'De aanmelding met Google kon niet worden bevestigd. Probeer het opnieuw.',
  loginThrottled_one:
    'Te veel mislukte inlogpogingen. Wacht {count} minuut en probeer het dan opnieuw.',
  loginThrottled_other:
    'Te veel mislukte inlogpogingen. Wacht {count} minuten en probeer het dan opnieuw.',
  loginDelay_one:
    'Te veel mislukte inlogpogingen voor dit account. Wacht {count} seconde en probeer het dan opnieuw.',
  loginDelay_other:
    'Te veel mislukte inlogpogingen voor dit account. Wacht {count} seconden en probeer het dan opnieuw.',
  rateLimited_one:
    'Te veel verzoeken vanaf je verbinding. Wacht {count} minuut en probeer het dan opnieuw.',
  rateLimited_other:
    'Te veel verzoeken vanaf je verbinding. Wacht {count} minuten en probeer het dan opnieuw.',
  loggedOut: 'Je bent uitgelogd.',
  resetRequested:
    'Als er een account bestaat voor dit e-mailadres, hebben we je een link gestuurd om een nieuw wachtwoord te kiezen.',
  resetTokenInvalid: 'Deze link is ongeldig of verlopen. Vraag een nieuwe aan.',
  resetDone: 'Je nieuwe wachtwoord is opgeslagen.',
  newsletterPending:
    'Bijna klaar: bevestig je aanmelding via de link die we je per e-mail hebben gestuurd.',
  newsletterConfirmed: 'Bedankt! Je aanmelding voor de nieuwsbrief is bevestigd.',
  newsletterTokenInvalid: 'Deze bevestigingslink is ongeldig of verlopen. Meld je opnieuw aan.',
  captchaMissing: 'Bevestig dat je geen robot bent.',
  captchaFailed: 'We konden niet bevestigen dat je geen robot bent. Probeer het opnieuw.',
  resetMailSubject: 'Kies een nieuw wachtwoord',
  resetMailBody:
    'Hallo {name},\n\niemand (hopelijk jij) heeft gevraagd het wachtwoord van je account opnieuw in te stellen. Kies binnen een uur een nieuw wachtwoord via deze link:\n\n{link}\n\nHeb jij dit niet gevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft hetzelfde.',
  newsletterMailSubject: 'Bevestig je aanmelding voor de nieuwsbrief',
  newsletterMailBody:
    'Hallo,\n\nbevestig dat je onze nieuwsbrief op dit adres wilt ontvangen:\n\n{link}\n\nHeb je je niet aangemeld? Negeer deze e-mail dan; je hoort verder niets van ons.',
  newsletterWelcomeSubject: 'Je kortingscode van 10% van Printhaus',
  newsletterWelcomeBody:
    'Hallo,\n\nbedankt voor je aanmelding voor onze nieuwsbrief. Zoals beloofd krijg je hier je code voor 10% korting op je volgende bestelling:\n\n{code}\n\nVul hem in je winkelmandje in; hij geldt één keer, tot {until}, in deze winkel ({shop}).',
}

const catalogue: Record<Language, Record<MessageKey, string>> = { en, de, fr, it, es, nl }

/** A key with plural forms (`_one`, `_other`), named without its suffix. */
type PluralKey = MessageKey extends infer Key
  ? Key extends `${infer Base}_other`
    ? Base
    : never
  : never

/** The key of `count`'s plural form in `language` (`_other` for a form the catalogue lacks). */
function pluralKey(language: Language, key: PluralKey, count: number): MessageKey {
  const form = `${key}_${new Intl.PluralRules(language).select(count)}`
  return form in en ? (form as MessageKey) : `${key}_other`
}

/**
 * The text for `key` in `language`, with `{name}` placeholders filled in; a plural key takes the
 * form for `values.count`, as i18next does.
 */
export function t(
  language: Language,
  key: MessageKey | PluralKey,
  values: Record<string, string | number> = {},
): string {
  const resolved =
    key in en ? (key as MessageKey) : pluralKey(language, key as PluralKey, Number(values.count))
  const template = catalogue[language][resolved] ?? en[resolved]
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}
