// The image catalogue: every image the stories use, with its size and its alt text in each
// language. generate-assets.mjs renders the files; the story generator references them as
// Storyblok assets (https://a.storyblok.com/f/{space}/{w}x{h}/{hash}/{name}.jpg).
import { SPACE_ID, idFrom, sha1 } from './ids.mjs'

const HERO = [1600, 900]
const WIDE = [1200, 800]
const TILE = [300, 300]

export const ASSETS = {
  // Hero and page images
  'hero-cards-stack': {
    size: HERO,
    alt: {
      de: 'Stapel personalisierter Klappkarten mit Fotos und farbigen Umschlägen auf einem Holztisch',
      en: 'A stack of personalised folded cards with photos and coloured envelopes on a wooden table',
      fr: 'Pile de cartes pliées personnalisées avec photos et enveloppes colorées sur une table en bois',
      it: 'Pila di biglietti pieghevoli personalizzati con foto e buste colorate su un tavolo di legno',
      es: 'Montón de tarjetas plegables personalizadas con fotos y sobres de colores sobre una mesa de madera',
      nl: 'Stapel gepersonaliseerde dubbele kaarten met foto’s en gekleurde enveloppen op een houten tafel',
    },
  },
  'hero-calendar-wall': {
    size: HERO,
    alt: {
      de: 'Fotokalender im A4-Hochformat mit Berglandschaft an einer hellen Wand über einem Schreibtisch',
      en: 'A4 portrait photo calendar with a mountain landscape on a light wall above a desk',
      fr: 'Calendrier photo A4 portrait avec un paysage de montagne sur un mur clair au-dessus d’un bureau',
      it: 'Calendario fotografico A4 verticale con paesaggio montano su una parete chiara sopra una scrivania',
      es: 'Calendario de fotos A4 vertical con un paisaje de montaña en una pared clara sobre un escritorio',
      nl: 'Fotokalender A4 staand met een berglandschap aan een lichte muur boven een bureau',
    },
  },
  'hero-calendar-desk': {
    size: HERO,
    alt: {
      de: 'Tischkalender im Querformat mit Urlaubsfoto auf einem Schreibtisch neben einer Tasse',
      en: 'Landscape desk calendar with a holiday photo on a desk next to a mug',
      fr: 'Calendrier de bureau paysage avec une photo de vacances sur un bureau à côté d’une tasse',
      it: 'Calendario da tavolo orizzontale con una foto delle vacanze su una scrivania accanto a una tazza',
      es: 'Calendario de mesa horizontal con una foto de vacaciones sobre un escritorio junto a una taza',
      nl: 'Liggende bureaukalender met een vakantiefoto op een bureau naast een mok',
    },
  },
  'hero-photobook': {
    size: HERO,
    alt: {
      de: 'Aufgeschlagenes Fotobuch mit Urlaubsbildern auf einem Leinentuch',
      en: 'An open photo book with holiday pictures on a linen cloth',
      fr: 'Livre photo ouvert avec des photos de vacances sur un tissu en lin',
      it: 'Fotolibro aperto con foto delle vacanze su un telo di lino',
      es: 'Fotolibro abierto con fotos de vacaciones sobre un paño de lino',
      nl: 'Opengeslagen fotoboek met vakantiefoto’s op een linnen doek',
    },
  },
  'hero-photobox': {
    size: HERO,
    alt: {
      de: 'Geöffnete Bilderbox mit einem Stapel Fotoabzüge',
      en: 'An open photo box with a stack of photo prints',
      fr: 'Boîte à photos ouverte contenant une pile de tirages photo',
      it: 'Scatola con foto aperta con una pila di stampe foto',
      es: 'Caja de fotos abierta con un montón de copias de fotos',
      nl: 'Geopende fotobox met een stapel fotoafdrukken',
    },
  },
  'hero-photo-prints': {
    size: HERO,
    alt: {
      de: 'Fächer aus glänzenden Fotoabzügen mit Landschafts- und Meeresmotiven',
      en: 'A fan of glossy photo prints with landscape and seaside pictures',
      fr: 'Éventail de tirages photo brillants représentant des paysages et la mer',
      it: 'Ventaglio di stampe fotografiche lucide con paesaggi e mare',
      es: 'Abanico de copias fotográficas brillantes con paisajes y mar',
      nl: 'Waaier van glanzende fotoafdrukken met landschappen en zee',
    },
  },
  'hero-canvas-livingroom': {
    size: HERO,
    alt: {
      de: 'Leinwandbild mit Berglandschaft über einem grauen Sofa im Wohnzimmer',
      en: 'Canvas print of a mountain landscape above a grey sofa in a living room',
      fr: 'Toile imprimée d’un paysage de montagne au-dessus d’un canapé gris dans un salon',
      it: 'Stampa su tela di un paesaggio montano sopra un divano grigio in soggiorno',
      es: 'Lienzo con un paisaje de montaña sobre un sofá gris en el salón',
      nl: 'Canvasafdruk van een berglandschap boven een grijze bank in de woonkamer',
    },
  },
  'hero-wallart-gallery': {
    size: HERO,
    alt: {
      de: 'Bilderwand mit gerahmten Postern, Acrylglas- und Leinwandbildern über einer Kommode',
      en: 'A gallery wall of framed posters, acrylic and canvas prints above a sideboard',
      fr: 'Mur de cadres avec posters encadrés, plexiglas et toiles au-dessus d’une commode',
      it: 'Parete con poster incorniciati, stampe su plexiglass e su tela sopra una cassettiera',
      es: 'Pared con pósteres enmarcados, metacrilatos y lienzos sobre una cómoda',
      nl: 'Fotowand met ingelijste posters, plexiglas- en canvasafdrukken boven een dressoir',
    },
  },
  'hero-acrylic': {
    size: HERO,
    alt: {
      de: 'Acrylglasbild mit Meeresmotiv an einer dunkelblauen Wand',
      en: 'Acrylic glass print of the sea on a dark blue wall',
      fr: 'Tableau en plexiglas représentant la mer sur un mur bleu foncé',
      it: 'Stampa su plexiglass con il mare su una parete blu scuro',
      es: 'Cuadro de metacrilato con el mar en una pared azul oscuro',
      nl: 'Plexiglas afdruk van de zee aan een donkerblauwe muur',
    },
  },
  'hero-framed-poster': {
    size: HERO,
    alt: {
      de: 'Poster im schwarzen Holzrahmen mit weißem Passepartout an einer Wand',
      en: 'Poster in a black wooden frame with a white mount on a wall',
      fr: 'Poster dans un cadre en bois noir avec passe-partout blanc sur un mur',
      it: 'Poster in una cornice di legno nera con passe-partout bianco su una parete',
      es: 'Póster en un marco de madera negro con paspartú blanco en una pared',
      nl: 'Poster in een zwarte houten lijst met wit passe-partout aan een muur',
    },
  },
  'error-empty-frame': {
    size: [1200, 675],
    alt: {
      de: 'Leerer Bilderrahmen an einer Wand',
      en: 'An empty picture frame on a wall',
      fr: 'Cadre photo vide accroché au mur',
      it: 'Cornice vuota appesa a una parete',
      es: 'Marco vacío colgado en una pared',
      nl: 'Lege fotolijst aan een muur',
    },
  },
  // Magazine
  'mag-calendar-planning': {
    size: WIDE,
    alt: {
      de: 'Ausgedruckte Fotos und ein Kalenderentwurf liegen nebeneinander auf einem Tisch',
      en: 'Printed photos and a calendar draft laid out side by side on a table',
      fr: 'Photos imprimées et maquette de calendrier posées côte à côte sur une table',
      it: 'Foto stampate e una bozza di calendario disposte una accanto all’altra su un tavolo',
      es: 'Fotos impresas y un borrador de calendario dispuestos sobre una mesa',
      nl: 'Afgedrukte foto’s en een kalenderontwerp naast elkaar op een tafel',
    },
  },
  'mag-calendar-months': {
    size: WIDE,
    alt: {
      de: 'Zwölf Monatsblätter eines Fotokalenders mit jahreszeitlichen Farben',
      en: 'Twelve monthly pages of a photo calendar in seasonal colours',
      fr: 'Les douze pages mensuelles d’un calendrier photo aux couleurs des saisons',
      it: 'Le dodici pagine mensili di un calendario fotografico nei colori delle stagioni',
      es: 'Las doce hojas mensuales de un calendario de fotos con colores de temporada',
      nl: 'Twaalf maandbladen van een fotokalender in seizoenskleuren',
    },
  },
  'mag-hanging-tools': {
    size: WIDE,
    alt: {
      de: 'Wasserwaage, Zollstock und Bleistift vor einer Wand mit Bleistiftmarkierungen',
      en: 'Spirit level, folding rule and pencil in front of a wall with pencil marks',
      fr: 'Niveau à bulle, mètre pliant et crayon devant un mur avec des repères',
      it: 'Livella, metro pieghevole e matita davanti a una parete con segni a matita',
      es: 'Nivel de burbuja, metro plegable y lápiz delante de una pared con marcas',
      nl: 'Waterpas, duimstok en potlood voor een muur met potloodstreepjes',
    },
  },
  'mag-hanging-height': {
    size: WIDE,
    alt: {
      de: 'Zwei Leinwandbilder auf Augenhöhe über einer Kommode',
      en: 'Two canvas prints hung at eye level above a chest of drawers',
      fr: 'Deux toiles accrochées à hauteur des yeux au-dessus d’une commode',
      it: 'Due stampe su tela appese all’altezza degli occhi sopra una cassettiera',
      es: 'Dos lienzos colgados a la altura de los ojos sobre una cómoda',
      nl: 'Twee canvasafdrukken op ooghoogte boven een ladekast',
    },
  },
  // Tiles: occasions
  'tile-occasion-birth': {
    size: TILE,
    alt: {
      de: 'Geburtskarte mit Babyfüßchen',
      en: 'Birth announcement card with baby footprints',
      fr: 'Faire-part de naissance avec empreintes de pieds de bébé',
      it: 'Partecipazione di nascita con impronte di piedini',
      es: 'Tarjeta de nacimiento con huellas de bebé',
      nl: 'Geboortekaartje met babyvoetjes',
    },
  },
  'tile-occasion-wedding': {
    size: TILE,
    alt: {
      de: 'Hochzeitskarte mit zwei Ringen',
      en: 'Wedding card with two rings',
      fr: 'Faire-part de mariage avec deux alliances',
      it: 'Partecipazione di nozze con due fedi',
      es: 'Invitación de boda con dos anillos',
      nl: 'Trouwkaart met twee ringen',
    },
  },
  'tile-occasion-birthday': {
    size: TILE,
    alt: {
      de: 'Geburtstagskarte mit Torte und Kerzen',
      en: 'Birthday card with a cake and candles',
      fr: 'Carte d’anniversaire avec gâteau et bougies',
      it: 'Biglietto di compleanno con torta e candeline',
      es: 'Tarjeta de cumpleaños con tarta y velas',
      nl: 'Verjaardagskaart met taart en kaarsjes',
    },
  },
  'tile-occasion-baptism': {
    size: TILE,
    alt: {
      de: 'Taufkarte mit Taube',
      en: 'Christening card with a dove',
      fr: 'Faire-part de baptême avec une colombe',
      it: 'Biglietto di battesimo con colomba',
      es: 'Recordatorio de bautizo con una paloma',
      nl: 'Doopkaart met een duif',
    },
  },
  'tile-occasion-communion': {
    size: TILE,
    alt: {
      de: 'Kommunionkarte mit Kelch',
      en: 'First Communion card with a chalice',
      fr: 'Carte de communion avec un calice',
      it: 'Biglietto della comunione con calice',
      es: 'Recordatorio de comunión con un cáliz',
      nl: 'Communiekaart met een kelk',
    },
  },
  'tile-occasion-confirmation': {
    size: TILE,
    alt: {
      de: 'Konfirmationskarte mit Kerze',
      en: 'Confirmation card with a candle',
      fr: 'Carte de confirmation avec une bougie',
      it: 'Biglietto della cresima con candela',
      es: 'Tarjeta de confirmación con una vela',
      nl: 'Vormselkaart met een kaars',
    },
  },
  'tile-occasion-christmas': {
    size: TILE,
    alt: {
      de: 'Weihnachtskarte mit Tannenbaum und Stern',
      en: 'Christmas card with a fir tree and a star',
      fr: 'Carte de Noël avec sapin et étoile',
      it: 'Biglietto di Natale con abete e stella',
      es: 'Tarjeta de Navidad con abeto y estrella',
      nl: 'Kerstkaart met kerstboom en ster',
    },
  },
  'tile-occasion-sympathy': {
    size: TILE,
    alt: {
      de: 'Trauerkarte mit Lilie',
      en: 'Sympathy card with a lily',
      fr: 'Carte de condoléances avec un lys',
      it: 'Biglietto di condoglianze con giglio',
      es: 'Tarjeta de condolencias con un lirio',
      nl: 'Rouwkaart met een lelie',
    },
  },
  'tile-occasion-thanks': {
    size: TILE,
    alt: {
      de: 'Dankeskarte mit Herz',
      en: 'Thank-you card with a heart',
      fr: 'Carte de remerciement avec un cœur',
      it: 'Biglietto di ringraziamento con cuore',
      es: 'Tarjeta de agradecimiento con un corazón',
      nl: 'Bedankkaart met een hart',
    },
  },
  'tile-occasion-invitation': {
    size: TILE,
    alt: {
      de: 'Einladungskarte mit Luftballons',
      en: 'Invitation card with balloons',
      fr: 'Carte d’invitation avec des ballons',
      it: 'Biglietto d’invito con palloncini',
      es: 'Tarjeta de invitación con globos',
      nl: 'Uitnodiging met ballonnen',
    },
  },
  // Tiles: card types
  'tile-card-folded': {
    size: TILE,
    alt: {
      de: 'Aufgestellte Klappkarte mit Foto',
      en: 'Standing folded card with a photo',
      fr: 'Carte pliée debout avec une photo',
      it: 'Biglietto pieghevole in piedi con foto',
      es: 'Tarjeta plegable de pie con una foto',
      nl: 'Staande dubbele kaart met foto',
    },
  },
  'tile-card-postcard': {
    size: TILE,
    alt: {
      de: 'Postkarte mit Fotomotiv und Briefmarke',
      en: 'Postcard with a photo and a stamp',
      fr: 'Carte postale avec photo et timbre',
      it: 'Cartolina con foto e francobollo',
      es: 'Postal con foto y sello',
      nl: 'Ansichtkaart met foto en postzegel',
    },
  },
  'tile-card-panorama': {
    size: TILE,
    alt: {
      de: 'Panoramakarte im Langformat',
      en: 'Long panoramic card',
      fr: 'Carte panoramique au format allongé',
      it: 'Biglietto panoramico in formato lungo',
      es: 'Tarjeta panorámica en formato alargado',
      nl: 'Panoramakaart in langwerpig formaat',
    },
  },
  'tile-card-foil': {
    size: TILE,
    alt: {
      de: 'Karte mit Goldveredelung',
      en: 'Card with gold foil finish',
      fr: 'Carte avec dorure à chaud',
      it: 'Biglietto con finitura in oro',
      es: 'Tarjeta con acabado dorado',
      nl: 'Kaart met goudfolie',
    },
  },
  // Tiles: calendars
  'tile-calendar-wall': {
    size: TILE,
    alt: {
      de: 'Wandkalender mit Spiralbindung',
      en: 'Wall calendar with spiral binding',
      fr: 'Calendrier mural à reliure spirale',
      it: 'Calendario da parete con spirale',
      es: 'Calendario de pared con espiral',
      nl: 'Wandkalender met spiraalbinding',
    },
  },
  'tile-calendar-desk': {
    size: TILE,
    alt: {
      de: 'Tischkalender im Querformat',
      en: 'Landscape desk calendar',
      fr: 'Calendrier de bureau au format paysage',
      it: 'Calendario da tavolo orizzontale',
      es: 'Calendario de mesa horizontal',
      nl: 'Liggende bureaukalender',
    },
  },
  'tile-calendar-family': {
    size: TILE,
    alt: {
      de: 'Familienplaner mit Spalten für jedes Familienmitglied',
      en: 'Family planner with a column for each family member',
      fr: 'Calendrier familial avec une colonne par membre de la famille',
      it: 'Planner familiare con una colonna per ogni componente',
      es: 'Planificador familiar con una columna por persona',
      nl: 'Familieplanner met een kolom per gezinslid',
    },
  },
  'tile-calendar-kitchen': {
    size: TILE,
    alt: {
      de: 'Schmaler Küchenkalender',
      en: 'Slim kitchen calendar',
      fr: 'Calendrier de cuisine étroit',
      it: 'Calendario da cucina stretto',
      es: 'Calendario de cocina estrecho',
      nl: 'Smalle keukenkalender',
    },
  },
  'tile-calendar-appointment': {
    size: TILE,
    alt: {
      de: 'Terminkalender mit Platz für Notizen',
      en: 'Appointment calendar with room for notes',
      fr: 'Calendrier agenda avec espace pour les notes',
      it: 'Calendario appuntamenti con spazio per le note',
      es: 'Calendario de citas con espacio para notas',
      nl: 'Afsprakenkalender met ruimte voor notities',
    },
  },
  // Tiles: products
  'tile-photobook': {
    size: TILE,
    alt: {
      de: 'Fotobuch mit Hardcover',
      en: 'Hardcover photo book',
      fr: 'Livre photo à couverture rigide',
      it: 'Fotolibro con copertina rigida',
      es: 'Fotolibro de tapa dura',
      nl: 'Fotoboek met harde kaft',
    },
  },
  'tile-photobox': {
    size: TILE,
    alt: {
      de: 'Bilderbox mit Fotoabzügen',
      en: 'Photo box with prints',
      fr: 'Boîte à photos avec tirages',
      it: 'Scatola con stampe fotografiche',
      es: 'Caja de fotos con copias',
      nl: 'Fotobox met afdrukken',
    },
  },
  'tile-photo-prints': {
    size: TILE,
    alt: {
      de: 'Fotoabzüge in verschiedenen Formaten',
      en: 'Photo prints in different sizes',
      fr: 'Tirages photo de différents formats',
      it: 'Stampe fotografiche in vari formati',
      es: 'Copias de fotos en distintos formatos',
      nl: 'Fotoafdrukken in verschillende formaten',
    },
  },
  'tile-collage': {
    size: TILE,
    alt: {
      de: 'Fotocollage aus neun Bildern',
      en: 'Photo collage of nine pictures',
      fr: 'Pêle-mêle photo de neuf images',
      it: 'Collage di nove foto',
      es: 'Collage de nueve fotos',
      nl: 'Fotocollage van negen foto’s',
    },
  },
  'tile-voucher': {
    size: TILE,
    alt: {
      de: 'Geschenkgutschein mit Schleife',
      en: 'Gift voucher with a bow',
      fr: 'Bon cadeau avec un ruban',
      it: 'Buono regalo con fiocco',
      es: 'Tarjeta regalo con lazo',
      nl: 'Cadeaubon met strik',
    },
  },
  // Tiles: wall-art materials
  'tile-material-canvas': {
    size: TILE,
    alt: {
      de: 'Leinwand auf Keilrahmen, seitlich betrachtet',
      en: 'Canvas on a stretcher frame, seen from the side',
      fr: 'Toile sur châssis vue de côté',
      it: 'Tela su telaio vista di lato',
      es: 'Lienzo sobre bastidor visto de lado',
      nl: 'Canvas op spieraam, van opzij gezien',
    },
  },
  'tile-material-acrylic': {
    size: TILE,
    alt: {
      de: 'Acrylglasbild mit Lichtreflexion',
      en: 'Acrylic glass print with a light reflection',
      fr: 'Plexiglas avec reflet de lumière',
      it: 'Stampa su plexiglass con riflesso di luce',
      es: 'Metacrilato con reflejo de luz',
      nl: 'Plexiglas afdruk met lichtreflectie',
    },
  },
  'tile-material-alu': {
    size: TILE,
    alt: {
      de: 'Alu-Dibond-Platte mit gebürsteter Oberfläche',
      en: 'Aluminium Dibond panel with a brushed surface',
      fr: 'Panneau Alu-Dibond à surface brossée',
      it: 'Pannello in alluminio Dibond con superficie spazzolata',
      es: 'Panel de aluminio Dibond con superficie cepillada',
      nl: 'Aluminium Dibond paneel met geborsteld oppervlak',
    },
  },
  'tile-material-poster': {
    size: TILE,
    alt: {
      de: 'Gerolltes Poster',
      en: 'Rolled poster',
      fr: 'Poster roulé',
      it: 'Poster arrotolato',
      es: 'Póster enrollado',
      nl: 'Opgerolde poster',
    },
  },
  'tile-material-gallery': {
    size: TILE,
    alt: {
      de: 'Galeriedruck mit Schattenfugenrahmen',
      en: 'Gallery print in a floater frame',
      fr: 'Tirage galerie avec caisse américaine',
      it: 'Stampa gallery con cornice a cassetta',
      es: 'Impresión de galería con marco flotante',
      nl: 'Galerieprint in baklijst',
    },
  },
  'tile-material-hahnemuehle': {
    size: TILE,
    alt: {
      de: 'Fine-Art-Druck auf Hahnemühle-Papier',
      en: 'Fine art print on Hahnemühle paper',
      fr: 'Tirage fine art sur papier Hahnemühle',
      it: 'Stampa fine art su carta Hahnemühle',
      es: 'Impresión fine art en papel Hahnemühle',
      nl: 'Fine-art-print op Hahnemühle-papier',
    },
  },
  'tile-material-forex': {
    size: TILE,
    alt: {
      de: 'Leichte Forex-Platte',
      en: 'Lightweight Forex board',
      fr: 'Panneau Forex léger',
      it: 'Pannello Forex leggero',
      es: 'Placa de Forex ligera',
      nl: 'Lichte Forex-plaat',
    },
  },
  'tile-frames': {
    size: TILE,
    alt: {
      de: 'Bilderrahmen aus Holz mit Passepartout',
      en: 'Wooden picture frame with a mount',
      fr: 'Cadre en bois avec passe-partout',
      it: 'Cornice in legno con passe-partout',
      es: 'Marco de madera con paspartú',
      nl: 'Houten fotolijst met passe-partout',
    },
  },
}

export function assetHash(name) {
  const [w, h] = ASSETS[name].size
  return sha1(`${name}:${w}x${h}`).slice(0, 10)
}

/** Path below assets/ (also the path part of the Storyblok URL). */
export function assetPath(name) {
  const entry = ASSETS[name]
  if (!entry) throw new Error(`unknown asset ${name}`)
  const [w, h] = entry.size
  return `f/${SPACE_ID}/${w}x${h}/${assetHash(name)}/${name}.jpg`
}

/** A Storyblok asset field value, with the alt text in the given language. */
export function asset(name, lang, altOverride) {
  const entry = ASSETS[name]
  if (!entry) throw new Error(`unknown asset ${name}`)
  return {
    id: idFrom(`asset:${name}`) % 100_000_000,
    alt: altOverride ?? entry.alt[lang],
    name: '',
    focus: '',
    title: '',
    source: '',
    filename: `https://a.storyblok.com/${assetPath(name)}`,
    copyright: '© Printhaus',
    fieldtype: 'asset',
    meta_data: {},
    is_external_url: false,
  }
}
