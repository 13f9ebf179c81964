import type { Language } from '../market/markets'

/**
 * `message.text` of the basket, wishlist, voucher, accessory, whitelabel and localized-URL
 * calls, in the language of `X-Locale`.
 */
const texts = {
  invalidInput: {
    de: 'Bitte prüfe deine Angaben.',
    en: 'Please check your entries.',
    es: 'Revisa los datos introducidos.',
    fr: 'Veuillez vérifier vos saisies.',
    it: 'Controlla i dati inseriti.',
    nl: 'Controleer je gegevens.',
  },
  loginRequired: {
    de: 'Bitte melde dich zuerst an.',
    en: 'Please log in first.',
    es: 'Inicia sesión primero.',
    fr: "Veuillez d'abord vous connecter.",
    it: 'Accedi prima.',
    nl: 'Log eerst in.',
  },
  notOffered: {
    de: 'Das gibt es in diesem Shop nicht.',
    en: 'This is not offered in this shop.',
    es: 'Esto no se ofrece en esta tienda.',
    fr: "Ce n'est pas proposé dans cette boutique.",
    it: 'Questo non è disponibile in questo negozio.',
    nl: 'Dit wordt in deze winkel niet aangeboden.',
  },
  wishlistFull: {
    de: 'Deine Merkliste ist voll: Entferne zuerst einen Eintrag.',
    en: 'Your wishlist is full: remove an entry first.',
    es: 'Tu lista de deseos está llena: elimina primero una entrada.',
    fr: "Votre liste de souhaits est pleine : retirez d'abord un élément.",
    it: 'La tua lista dei desideri è piena: rimuovi prima una voce.',
    nl: 'Je verlanglijst is vol: verwijder eerst een item.',
  },
  unknownTheme: {
    de: 'Dieses Motiv kennen wir nicht.',
    en: 'We do not know this theme.',
    es: 'No conocemos este motivo.',
    fr: 'Nous ne connaissons pas ce motif.',
    it: 'Non conosciamo questo motivo.',
    nl: 'Dit motief kennen we niet.',
  },
  voucherInvalid: {
    de: 'Bitte gib einen gültigen Gutscheincode ein.',
    en: 'Please enter a valid voucher code.',
    es: 'Introduce un código de vale válido.',
    fr: 'Veuillez saisir un code de bon valide.',
    it: 'Inserisci un codice buono valido.',
    nl: 'Voer een geldige kortingscode in.',
  },
  voucherUnknown: {
    de: 'Diesen Gutscheincode kennen wir nicht.',
    en: 'We do not know this voucher code.',
    es: 'No conocemos este código de vale.',
    fr: 'Nous ne connaissons pas ce code de bon.',
    it: 'Non conosciamo questo codice buono.',
    nl: 'Deze kortingscode kennen we niet.',
  },
  voucherExpired: {
    de: 'Dieser Gutschein ist abgelaufen.',
    en: 'This voucher has expired.',
    es: 'Este vale ha caducado.',
    fr: 'Ce bon a expiré.',
    it: 'Questo buono è scaduto.',
    nl: 'Deze bon is verlopen.',
  },
  voucherUsed: {
    de: 'Dieser Gutschein wurde bereits eingelöst.',
    en: 'This voucher has already been used.',
    es: 'Este vale ya se ha utilizado.',
    fr: 'Ce bon a déjà été utilisé.',
    it: 'Questo buono è già stato utilizzato.',
    nl: 'Deze bon is al gebruikt.',
  },
  voucherNotYetValid: {
    de: 'Dieser Gutschein gilt noch nicht.',
    en: 'This voucher is not valid yet.',
    es: 'Este vale aún no es válido.',
    fr: "Ce bon n'est pas encore valable.",
    it: 'Questo buono non è ancora valido.',
    nl: 'Deze bon is nog niet geldig.',
  },
  voucherNotApplicable: {
    de: 'Dieser Gutschein gilt nicht in diesem Shop.',
    en: 'This voucher is not valid in this shop.',
    es: 'Este vale no es válido en esta tienda.',
    fr: "Ce bon n'est pas valable dans cette boutique.",
    it: 'Questo buono non è valido in questo negozio.',
    nl: 'Deze bon is niet geldig in deze winkel.',
  },
  voucherApplied: {
    de: 'Der Gutschein gilt für deinen Warenkorb.',
    en: 'The voucher now applies to your basket.',
    es: 'El vale se aplica a tu cesta.',
    fr: "Le bon s'applique à votre panier.",
    it: 'Il buono vale per il tuo carrello.',
    nl: 'De bon geldt voor je winkelmandje.',
  },
  notWhitelabel: {
    de: 'Whitelabel-Bestellungen gibt es nur für Whitelabel-Kunden.',
    en: 'Whitelabel orders are for whitelabel customers only.',
    es: 'Los pedidos de marca blanca son solo para clientes de marca blanca.',
    fr: 'Les commandes en marque blanche sont réservées aux clients marque blanche.',
    it: 'Gli ordini whitelabel sono riservati ai clienti whitelabel.',
    nl: 'Whitelabelbestellingen zijn alleen voor whitelabelklanten.',
  },
  noPrice: {
    de: 'Dazu haben wir keinen Preis.',
    en: 'We have no price for this.',
    es: 'No tenemos precio para esto.',
    fr: "Nous n'avons pas de prix pour cela.",
    it: 'Non abbiamo un prezzo per questo.',
    nl: 'Hiervoor hebben we geen prijs.',
  },
  noPage: {
    de: 'Diese Seite kennen wir nicht.',
    en: 'We do not know this page.',
    es: 'No conocemos esta página.',
    fr: 'Nous ne connaissons pas cette page.',
    it: 'Non conosciamo questa pagina.',
    nl: 'Deze pagina kennen we niet.',
  },
} as const satisfies Record<string, Record<Language, string>>

export type ExtrasMessage = keyof typeof texts

export function extrasMessage(language: Language, key: ExtrasMessage): string {
  return texts[key][language]
}
