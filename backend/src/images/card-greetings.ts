import type { CardOccasion } from '../../../contracts/card-vocabulary'

export const greetingLanguages = ['de', 'en', 'es', 'fr', 'it', 'nl'] as const
export type GreetingLanguage = (typeof greetingLanguages)[number]

/**
 * The sample text a card design shows: the occasion's greeting in the shop's language and the
 * line beneath it (sample names and a date, as a shopper would fill them in the designer).
 */
export const cardGreetings: Record<CardOccasion, Record<GreetingLanguage, string>> = {
  birth: {
    de: 'Hallo Welt!',
    en: 'Hello world!',
    es: '¡Hola, mundo!',
    fr: 'Bonjour le monde !',
    it: 'Ciao mondo!',
    nl: 'Hallo wereld!',
  },
  wedding: {
    de: 'Wir heiraten',
    en: 'We’re getting married',
    es: 'Nos casamos',
    fr: 'Nous nous marions',
    it: 'Ci sposiamo',
    nl: 'Wij gaan trouwen',
  },
  birthday: {
    de: 'Alles Gute!',
    en: 'Happy birthday!',
    es: '¡Feliz cumpleaños!',
    fr: 'Joyeux anniversaire !',
    it: 'Buon compleanno!',
    nl: 'Gefeliciteerd!',
  },
  baptism: {
    de: 'Meine Taufe',
    en: 'My christening',
    es: 'Mi bautizo',
    fr: 'Mon baptême',
    it: 'Il mio battesimo',
    nl: 'Mijn doop',
  },
  communion: {
    de: 'Meine Kommunion',
    en: 'My first communion',
    es: 'Mi primera comunión',
    fr: 'Ma communion',
    it: 'La mia comunione',
    nl: 'Mijn communie',
  },
  confirmation: {
    de: 'Meine Konfirmation',
    en: 'My confirmation',
    es: 'Mi confirmación',
    fr: 'Ma confirmation',
    it: 'La mia cresima',
    nl: 'Mijn vormsel',
  },
  christmas: {
    de: 'Frohe Weihnachten',
    en: 'Merry Christmas',
    es: 'Feliz Navidad',
    fr: 'Joyeux Noël',
    it: 'Buon Natale',
    nl: 'Fijne kerstdagen',
  },
  condolence: {
    de: 'In stillem Gedenken',
    en: 'In loving memory',
    es: 'En memoria',
    fr: 'En souvenir',
    it: 'In ricordo',
    nl: 'In liefdevolle herinnering',
  },
  'thank-you': {
    de: 'Danke!',
    en: 'Thank you!',
    es: '¡Gracias!',
    fr: 'Merci !',
    it: 'Grazie!',
    nl: 'Bedankt!',
  },
  invitation: {
    de: 'Einladung',
    en: 'You’re invited',
    es: 'Invitación',
    fr: 'Invitation',
    it: 'Invito',
    nl: 'Uitnodiging',
  },
  'school-start': {
    de: 'Mein erster Schultag',
    en: 'My first day at school',
    es: 'Mi primer día de cole',
    fr: 'Ma rentrée',
    it: 'Il mio primo giorno di scuola',
    nl: 'Mijn eerste schooldag',
  },
  graduation: {
    de: 'Geschafft!',
    en: 'Congratulations, graduate!',
    es: '¡Enhorabuena!',
    fr: 'Félicitations !',
    it: 'Congratulazioni!',
    nl: 'Geslaagd!',
  },
  engagement: {
    de: 'Wir sind verlobt',
    en: 'We’re engaged',
    es: 'Nos hemos prometido',
    fr: 'Nous sommes fiancés',
    it: 'Siamo fidanzati',
    nl: 'Wij zijn verloofd',
  },
  anniversary: {
    de: 'Alles Liebe zum Jahrestag',
    en: 'Happy anniversary',
    es: 'Feliz aniversario',
    fr: 'Joyeux anniversaire de mariage',
    it: 'Buon anniversario',
    nl: 'Fijne trouwdag',
  },
  'new-year': {
    de: 'Frohes neues Jahr',
    en: 'Happy New Year',
    es: 'Feliz Año Nuevo',
    fr: 'Bonne année',
    it: 'Buon anno',
    nl: 'Gelukkig nieuwjaar',
  },
  easter: {
    de: 'Frohe Ostern',
    en: 'Happy Easter',
    es: 'Felices Pascuas',
    fr: 'Joyeuses Pâques',
    it: 'Buona Pasqua',
    nl: 'Vrolijk Pasen',
  },
  'valentines-day': {
    de: 'Für dich',
    en: 'Be my valentine',
    es: 'Para ti',
    fr: 'Pour toi',
    it: 'Per te',
    nl: 'Voor jou',
  },
  'mothers-day': {
    de: 'Danke, Mama!',
    en: 'Thank you, Mum!',
    es: '¡Gracias, mamá!',
    fr: 'Merci maman !',
    it: 'Grazie, mamma!',
    nl: 'Dank je, mama!',
  },
  'moving-house': {
    de: 'Wir sind umgezogen',
    en: 'We’ve moved',
    es: 'Nos hemos mudado',
    fr: 'Nous avons déménagé',
    it: 'Ci siamo trasferiti',
    nl: 'Wij zijn verhuisd',
  },
  'get-well': {
    de: 'Gute Besserung',
    en: 'Get well soon',
    es: 'Que te mejores',
    fr: 'Bon rétablissement',
    it: 'Guarisci presto',
    nl: 'Beterschap',
  },
  'fathers-day': {
    de: 'Danke, Papa!',
    en: 'Thank you, Dad!',
    es: '¡Gracias, papá!',
    fr: 'Merci papa !',
    it: 'Grazie, papà!',
    nl: 'Dank je, papa!',
  },
  retirement: {
    de: 'Auf in den Ruhestand',
    en: 'Happy retirement',
    es: '¡Feliz jubilación!',
    fr: 'Bonne retraite',
    it: 'Buona pensione',
    nl: 'Fijn pensioen',
  },
}

/** The sample line under the greeting: who sends it, and a date where the occasion has one. */
export function sampleLine(occasion: CardOccasion): string {
  switch (occasion) {
    case 'wedding':
    case 'engagement':
      return 'Anna & Paul · 12.06.2027'
    case 'anniversary':
    case 'valentines-day':
      return 'Anna & Paul'
    case 'birth':
    case 'baptism':
      return 'Mia · 03.04.2027'
    case 'communion':
    case 'confirmation':
    case 'school-start':
      return 'Leon · 2027'
    case 'birthday':
    case 'invitation':
      return 'Lena · 30'
    case 'graduation':
      return 'Jonas · 2027'
    case 'new-year':
      return '2027'
    default:
      return 'Anna & Paul'
  }
}
