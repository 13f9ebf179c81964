// Dutch copy (nl-nl).
import { freeShipping, samplePrice, shippingCost, printSize } from '../lib/markets.mjs'
import { fromPrice } from '../lib/prices.mjs'

export default function nl(m) {
  const size = (cm) => printSize(cm, m)
  const P = {
    home: '/',
    cards: '/kaarten',
    calendar: '/fotokalender',
    wallCalendar: '/wandkalender',
    deskCalendar: '/bureaukalender',
    familyPlanner: '/familieplanner',
    kitchenCalendar: '/keukenkalender',
    appointmentCalendar: '/afsprakenkalender',
    photobook: '/fotoboek',
    prints: '/foto-afdrukken',
    box: '/fotobox',
    collage: '/fotocollage',
    accessories: '/kaartaccessoires',
    vouchers: '/cadeaubon',
    redeem: '/kortingscode-inwisselen',
    magazine: '/magazine',
    faq: '/faq',
    account: '/mijn-account',
    cart: '/winkelmandje',
    wishlist: '/mijn-account/verlanglijst',
    orders: '/bestellingen',
    business: '/zakelijk',
    shipping: '/verzending',
    payment: '/betalen',
    contact: '/contact',
    about: '/over-ons',
    sustainability: '/duurzaamheid',
    jobs: '/vacatures',
    press: '/pers',
    imprint: '/colofon',
    privacy: '/privacybeleid',
    terms: '/algemene-voorwaarden',
    withdrawal: '/herroepingsrecht',
    app: '/app',
    samples: '/proefkaarten',
    occ_birth: '/geboortekaartjes',
    occ_wedding: '/trouwkaarten',
    occ_birthday: '/verjaardagskaarten',
    occ_baptism: '/doopkaarten',
    occ_communion: '/communiekaarten',
    occ_confirmation: '/vormselkaarten',
    occ_christmas: '/kerstkaarten',
    occ_sympathy: '/rouwkaarten',
    occ_thanks: '/bedankkaarten',
    occ_invitation: '/uitnodigingen',
    type_folded: '/dubbele-kaarten',
    type_postcard: '/ansichtkaarten',
    type_panorama: '/panoramakaarten',
    type_foil: '/kaarten-met-goudfolie',
    canvas: '/afdruk-op-canvas',
    acrylic: '/afdruk-op-plexiglas',
    alu: '/afdruk-op-aluminium',
    poster: '/posters',
    gallery: '/galerieprint',
    hahnemuehle: '/fine-art-print',
    forex: '/afdruk-op-forex',
    frames: '/fotolijsten',
    wallart: '/wanddecoratie',
    compare: '/materialen-vergelijken',
  }

  return {
    lang: 'nl',
    paths: P,
    words: {
      home: 'Home',
      from: 'vanaf',
      perCard: 'per kaart',
      new: 'Nieuw',
      popular: 'Populair',
      bestseller: 'Bestseller',
      sale: 'Actie',
      magazine: 'Magazine',
    },
    header: {
      magazine: 'Magazine',
      service: 'Hulp & service',
      account: 'Mijn account',
      cart: 'Winkelwagen',
    },
    serviceText: 'Persoonlijk advies van maandag tot en met vrijdag, 9.00–18.00 uur',
    shopLinks: { cards: 'Kaarten & fotocadeaus', wallart: 'Wanddecoratie' },
    footer: {
      service: 'Klantenservice',
      about: 'Over ons',
      legal: 'Juridisch',
      links: {
        faq: 'Hulp & veelgestelde vragen',
        shipping: 'Verzending & levertijden',
        payment: 'Betaalmethoden',
        contact: 'Contact',
        business: 'Zakelijke klanten',
        about: 'Over Printhaus',
        sustainability: 'Duurzaamheid',
        jobs: 'Vacatures',
        press: 'Pers',
        magazine: 'Magazine',
        imprint: 'Colofon',
        privacy: 'Privacyverklaring',
        terms: 'Algemene voorwaarden',
        withdrawal: 'Herroepingsrecht',
      },
      copyright: '© 2026 Printhaus GmbH · Alle prijzen incl. btw, excl. verzendkosten',
    },
    burger: {
      account: 'Mijn account',
      wishlist: 'Verlanglijst',
      orders: 'Mijn bestellingen',
      help: 'Hulp & contact',
      app: 'Printhaus-app',
      vouchers: 'Cadeaubon inwisselen',
    },
    // links to the shop's product pages: design groups, photo-box sizes, accessories
    productLinks: {
      sizesByRatio: 'Alle formaten per beeldverhouding',
      ratio: 'Beeldverhouding {ratio}',
      calendarDesigns: 'Kalenderontwerpen',
      photobookDesigns: 'Fotoboekontwerpen',
      collageDesigns: 'Collageontwerpen',
      sizes: 'Fotoboxen en foto-afdrukken',
      photobox: 'Fotobox',
      photoboxMax: 'Fotobox MAX',
      prints: 'Losse foto-afdrukken',
      photoboxText: '50 foto-afdrukken in een doos',
      photoboxMaxText: '150 foto-afdrukken in een doos',
      printsText: 'Elke foto los afgedrukt, glanzend of mat',
      accessories: 'Kaartaccessoires',
      accessoriesText: 'Enveloppen, inlegvellen, zegels en gratis proefkaarten',
      wallartAccessories: 'Accessoires',
      wallartAccessoriesText: 'Cadeaudoos, posterlijst en schroeven om op te hangen',
      more: 'Accessoires en proefkaarten',
      photos: "{n} foto's",
    },
    nav: {
      cards: 'Kaarten',
      occasions: 'Gelegenheden',
      cardTypes: 'Soorten kaarten',
      allCards: 'Alle kaarten',
      samples: 'Proefkaarten bestellen',
      calendars: 'Kalenders',
      calendarTypes: 'Soorten kalenders',
      allCalendars: 'Alle fotokalenders',
      photobooks: 'Fotoboeken',
      prints: 'Foto-afdrukken & fotoboxen',
      printsShort: 'Foto-afdrukken',
      box: 'Fotobox',
      collages: 'Collages',
      vouchers: 'Cadeaubonnen',
      magazine: 'Magazine',
      business: 'Zakelijke klanten',
      wallart: 'Wanddecoratie',
      allWallart: 'Alle wanddecoratie',
      materials: 'Materialen',
      bestseller: 'Bestsellers',
      premium: 'Premium',
      additional: 'Overige producten',
      frames: 'Fotolijsten',
      compare: 'Materialen vergelijken',
    },
    occasions: {
      birth: 'Geboorte',
      wedding: 'Bruiloft',
      birthday: 'Verjaardag',
      baptism: 'Doop',
      communion: 'Communie',
      confirmation: 'Vormsel',
      christmas: 'Kerst',
      sympathy: 'Rouw',
      thanks: 'Bedankt',
      invitation: 'Uitnodigingen',
    },
    cardTypes: {
      folded: 'Dubbele kaarten',
      postcard: 'Ansichtkaarten',
      panorama: 'Panoramakaarten',
      foil: 'Kaarten met goudfolie',
    },
    calendarTypes: {
      wandkalender: 'Wandkalender',
      tischkalender: 'Bureaukalender',
      familienplaner: 'Familieplanner',
      kuechenkalender: 'Keukenkalender',
      terminkalender: 'Afsprakenkalender',
    },
    materials: {
      leinwand: 'Canvas',
      acrylglas: 'Plexiglas',
      aludibond: 'Aluminium Dibond',
      poster: 'Poster',
      gallerybond: 'Galerieprint',
      hahnemuehle: 'Hahnemühle FineArt',
      forexplatte: 'Forex',
    },
    frameTypes: { wood: 'Houten lijsten', alu: 'Aluminium lijsten', floater: 'Baklijsten' },
    framePaths: { wood: 'hout', alu: 'aluminium', floater: 'baklijsten' },
    printFinishes: { glaenzend: 'Glanzend', matt: 'Mat' },
    boxSizes: { small: 'Fotobox', large: 'Fotobox MAX' },
    actionBar: {
      cards: {
        text: 'Alleen t/m zondag: 20% korting op alle fotokalenders met de code KALENDER20',
        path: P.calendar,
      },
      wallart: {
        text: 'Aanbieding van de week: tot 30% korting op canvasafdrukken in alle formaten',
        path: P.canvas,
      },
    },
    usps: {
      cards: [
        { text: `Gratis verzending vanaf ${freeShipping(m)}`, icon: 'truck' },
        { text: 'Expreslevering binnen 24 uur', icon: 'clock' },
        { text: 'Tot 3 gratis proefkaarten', icon: 'gift' },
        { text: 'Klimaatneutraal gedrukt', icon: 'leaf' },
      ],
      wallart: [
        { text: `Gratis verzending vanaf ${freeShipping(m, 'wallart')}`, icon: 'truck' },
        { text: 'Gratis beeldcontrole door onze experts', icon: 'check' },
        { text: 'Stevige verpakking met breukgarantie', icon: 'shield' },
        { text: 'Met de hand gemaakt in ons atelier', icon: 'star' },
      ],
    },
    newsletter: {
      headline: 'Inspiratie en aanbiedingen in je mailbox',
      text: 'Meld je aan voor de nieuwsbrief van Printhaus en krijg 10% korting op je volgende bestelling. Afmelden kan altijd met één klik.',
    },

    cards: {
      home: {
        name: 'Home',
        title: 'Printhaus – kaarten, fotokalenders en fotocadeaus zelf ontwerpen',
        description:
          'Ontwerp kaarten, fotokalenders, fotoboeken en afdrukken met je eigen foto’s. Prachtig gedrukt en snel geleverd – door Printhaus.',
        hero: {
          img: 'hero-cards-stack',
          headline: 'Kaarten die uit het hart komen',
          subline:
            'Meer dan 3.000 ontwerpen voor elke gelegenheid, in een paar minuten gepersonaliseerd met jouw foto’s en woorden.',
          cta: 'Bekijk kaarten',
          path: P.cards,
        },
        heroB: {
          img: 'hero-calendar-wall',
          headline: 'Jouw jaar in beeld',
          subline: `Maak nu je fotokalender 2027: wandkalender, bureaukalender of familieplanner, vanaf ${fromPrice('calendar')}.`,
          cta: 'Kalender maken',
          path: P.calendar,
        },
        categoriesHeadline: 'Populaire categorieën',
        categories: [
          {
            img: 'tile-card-folded',
            title: 'Kaarten',
            text: 'Uitnodigingen, bedankjes en wensen voor elke gelegenheid.',
            path: P.cards,
          },
          {
            img: 'tile-calendar-wall',
            title: 'Fotokalenders',
            text: 'Twaalf maanden vol mooie momenten.',
            path: P.calendar,
            label: 'Bestseller',
          },
          {
            img: 'tile-photobook',
            title: 'Fotoboeken',
            text: 'Vakantie, bruiloft, het eerste babyjaar – om door te bladeren.',
            path: P.photobook,
          },
          {
            img: 'tile-photobox',
            title: 'Fotobox',
            text: 'Echte foto’s in een mooie houten box.',
            path: P.box,
          },
        ],
        productsHeadline: 'Favoriet bij onze klanten',
        products: [
          {
            img: 'tile-calendar-wall',
            name: 'Wandkalender A4',
            text: 'Zijdemat premium papier, spiraalbinding',
            path: P.calendar,
            sku: 'calendar-wandkalender-a4-hoch',
          },
          {
            img: 'tile-photobook',
            name: 'Fotoboek hardcover',
            text: '26 pagina’s, uit te breiden tot 154',
            path: P.photobook,
            from: ['photobook', 'digitalfotobuch'],
          },
          {
            img: 'tile-card-folded',
            name: 'Dubbele kaarten',
            text: 'Inclusief enveloppen, vanaf 10 stuks',
            path: P.type_folded,
            from: ['card', 'klappkarte-a6'],
          },
          {
            img: 'tile-photo-prints',
            name: `Foto-afdrukken ${size('15x10')}`,
            text: 'Echt fotopapier, glanzend of mat',
            path: P.prints,
            sku: 'photoprint-glaenzend-15x10',
          },
          {
            img: 'tile-photobox',
            name: 'Fotobox',
            text: 'Houten box met 50 afdrukken naar keuze',
            path: P.box,
            from: ['photobox', 'small'],
          },
          {
            img: 'tile-collage',
            name: 'Fotocollage',
            text: 'Tot 60 foto’s in één beeld',
            path: P.collage,
            from: ['collage'],
          },
        ],
        occasionsHeadline: 'Kaarten voor elke gelegenheid',
        imageText: {
          img: 'hero-photobook',
          headline: 'Met zorg gedrukt sinds 2011',
          text: `Al meer dan tien jaar maken we van jouw foto’s kaarten, kalenders en boeken die je graag in handen hebt. We drukken in onze eigen drukkerij op groene stroom, op FSC®-gecertificeerd papier en met inkt die jarenlang mooi blijft.

Elke bestelling controleren we met de hand voordat hij de deur uitgaat. En klopt er toch iets niet, dan drukken we gratis opnieuw – beloofd.

[Meer over Printhaus](${P.about})`,
        },
      },
      error: {
        name: 'Foutpagina',
        title: 'Pagina niet gevonden – Printhaus',
        description: 'Deze pagina kon helaas niet worden geladen.',
        hero: {
          img: 'error-empty-frame',
          headline: 'Hier is helaas niets te zien',
          subline: 'De pagina die je zoekt is verplaatst, hernoemd of tijdelijk niet beschikbaar.',
          cta: 'Naar de homepage',
          path: P.home,
        },
        text: `## Hoe nu verder?

Controleer het adres of begin opnieuw op onze [homepage](${P.home}). Antwoorden op veelgestelde vragen over bestellen, verzending en ontwerpen vind je bij [Hulp & veelgestelde vragen](${P.faq}).

Onze klantenservice is van maandag tot en met vrijdag bereikbaar op **${m.hotline}**.`,
        gridHeadline: 'Misschien zocht je dit',
      },
      calendar: {
        slug: 'fotokalender',
        name: 'Fotokalender',
        title: `Fotokalender 2027 zelf maken | Printhaus`,
        description:
          'Maak je eigen fotokalender: wandkalender, bureaukalender, familieplanner of keukenkalender in veel formaten. Premium papier, verzonden binnen 1–3 werkdagen.',
        hero: {
          img: 'hero-calendar-wall',
          headline: 'Maak je fotokalender 2027',
          subline:
            'Twaalf maanden vol herinneringen: met je mooiste foto’s, verjaardagen en feestdagen – gedrukt op zijdemat premium papier.',
          cta: 'Begin met ontwerpen',
          path: '#calculator',
        },
        intro: `## Een kalender die elke maand blij maakt

Als cadeau voor opa en oma, als familieplanner in de keuken of als bureaukalender op kantoor: bij Printhaus ontwerp je je fotokalender precies zoals jij wilt. Kies het formaat en de startmaand, upload je foto’s en voeg verjaardagen, schoolvakanties en feestdagen toe – onze ontwerpsoftware maakt de opmaak desgewenst automatisch.`,
        calculator: {
          headline: 'Kies een formaat en bekijk de prijs',
          cta: 'Kalender ontwerpen',
          labels: ['Bestseller', 'Nieuw'],
        },
        gridHeadline: 'Vind de kalender die bij je past',
        grid: [
          {
            img: 'tile-calendar-wall',
            title: 'Wandkalenders',
            text: 'De klassieker in A4 en A3, staand of liggend.',
            path: P.wallCalendar,
          },
          {
            img: 'tile-calendar-desk',
            title: 'Bureaukalenders',
            text: 'Compact voor bureau en balie.',
            path: P.deskCalendar,
          },
          {
            img: 'tile-calendar-family',
            title: 'Familieplanners',
            text: 'Tot vijf kolommen voor het hele gezin.',
            path: P.familyPlanner,
            label: 'Populair',
          },
          {
            img: 'tile-calendar-kitchen',
            title: 'Keukenkalenders',
            text: 'Smal en handig, past op elke kastdeur.',
            path: P.kitchenCalendar,
          },
        ],
        imageText: {
          img: 'hero-calendar-desk',
          headline: 'Kwaliteit die je ziet en voelt',
          text: `We drukken onze kalenders op stevig, zijdemat premium papier van 250 g/m². De kleuren blijven stralend en je schrijft er makkelijk op.

- Startmaand naar keuze
- Spiraalbinding in wit, zwart of zilver
- Nederlandse feestdagen op verzoek`,
        },
        faqHeadline: 'Veelgestelde vragen over de fotokalender',
        faq: [
          {
            q: 'Kan ik de startmaand zelf kiezen?',
            a: 'Ja. Je kalender kan in elke maand beginnen – handig voor een schoolkalender vanaf september of een verjaardagscadeau halverwege het jaar.',
          },
          {
            q: 'Hoe snel wordt mijn kalender geleverd?',
            a: 'Kalenders verlaten onze drukkerij binnen 1–3 werkdagen. Met expreslevering heb je hem binnen 24 uur in huis.',
          },
        ],
      },
      prints: {
        slug: 'foto-afdrukken',
        name: 'Foto-afdrukken',
        title: `Foto’s afdrukken op echt fotopapier | Printhaus`,
        description: `Foto’s afdrukken in labkwaliteit: formaten van ${size('10x10')} tot ${size('30x20')} op echt fotopapier, glanzend of mat. Binnen 1–3 werkdagen verzonden.`,
        hero: {
          img: 'hero-photo-prints',
          headline: 'Foto-afdrukken in labkwaliteit',
          subline: 'Haal je foto’s van je telefoon: afgedrukt op echt fotopapier, glanzend of mat.',
          cta: 'Foto’s uploaden',
          path: '#calculator',
        },
        intro: `## Echte foto’s in plaats van een scherm

Je camerarol groeit elke dag, maar hoe vaak scrol je er echt doorheen? Met onze foto-afdrukken worden je bestanden weer herinneringen die je kunt vastpakken, weggeven of in een album plakken. Elke foto belichten we op echt fotopapier, dat zijn kleuren tientallen jaren behoudt.`,
        calculator: {
          headline: 'Kies formaat en afwerking',
          cta: 'Foto’s uploaden',
          labels: ['Bestseller'],
        },
        gridHeadline: 'Meer doen met je foto’s',
        grid: [
          {
            img: 'tile-photobox',
            title: 'Fotobox',
            text: 'Je afdrukken in een mooie houten box.',
            path: P.box,
          },
          {
            img: 'tile-collage',
            title: 'Fotocollage',
            text: 'Veel foto’s, één beeld.',
            path: P.collage,
          },
          {
            img: 'tile-photobook',
            title: 'Fotoboek',
            text: 'Het hele verhaal op maximaal 154 pagina’s.',
            path: P.photobook,
          },
        ],
        imageText: {
          img: 'hero-photobox',
          headline: 'Glanzend of mat?',
          text: `**Glanzend** laat kleuren stralen en is ideaal voor landschappen en vakantiefoto’s. **Mat** is ongevoelig voor vingerafdrukken en weerspiegelt niet – perfect voor albums en fotolijsten.`,
        },
        faqHeadline: 'Veelgestelde vragen over foto-afdrukken',
        faq: [
          {
            q: 'Welke resolutie hebben mijn foto’s nodig?',
            a: `Voor een afdruk van ${size('15x10')} is 1.200 x 1.800 pixels genoeg – dat haalt elke recente smartphone. Is een foto te klein, dan waarschuwt onze software je vóór het bestellen.`,
          },
          {
            q: 'Wordt mijn foto bijgesneden?',
            a: `Smartphonefoto’s (4:3) hebben een iets andere verhouding dan het klassieke ${size('15x10')} (3:2). Bij het uploaden kies je zelf: bijsnijden tot het hele vlak gevuld is, of de volledige foto afdrukken met een witte rand.`,
          },
        ],
      },
      box: {
        slug: 'fotobox',
        name: 'Fotobox',
        title: 'Fotobox met je eigen afdrukken – het persoonlijke cadeau | Printhaus',
        description:
          'De houten fotobox met jouw afdrukken: gepersonaliseerd deksel, 50 of 100 foto’s, een cadeau dat je steeds opnieuw openmaakt.',
        hero: {
          img: 'hero-photobox',
          headline: 'De fotobox: herinneringen om open te klappen',
          subline:
            'Een houten box met jouw favoriete foto op het deksel, gevuld met je mooiste afdrukken.',
          cta: 'Fotobox ontwerpen',
          path: '#calculator',
        },
        intro: `## Het cadeau dat je steeds weer openmaakt

De fotobox is een fotoalbum zonder pagina’s: je afdrukken liggen los in een stevige box van berkenhout met een deksel dat je zelf ontwerpt. Perfect voor een jubileum, een afscheid van een collega of als herinnering aan jullie eerste reis samen.`,
        calculator: {
          headline: 'Kies de box en het afdrukformaat',
          cta: 'Fotobox ontwerpen',
          labels: ['Bestseller'],
        },
        gridHeadline: 'Past er goed bij',
        grid: [
          {
            img: 'tile-photo-prints',
            title: 'Foto-afdrukken',
            text: 'Nabestellen in alle formaten.',
            path: P.prints,
          },
          {
            img: 'tile-voucher',
            title: 'Cadeaubonnen',
            text: 'Laat ze zelf ontwerpen.',
            path: P.vouchers,
          },
          {
            img: 'tile-collage',
            title: 'Fotocollage',
            text: 'De foto’s uit de box aan de muur.',
            path: P.collage,
          },
        ],
        imageText: {
          img: 'hero-photo-prints',
          headline: 'Twee formaten, veel mogelijkheden',
          text: `In de **fotobox** passen tot 50 afdrukken van ${size('15x10')}, in de **fotobox MAX** tot 100. Beide met gepersonaliseerd deksel en optionele gravure aan de binnenkant.`,
        },
        faqHeadline: 'Veelgestelde vragen over de fotobox',
        faq: [
          {
            q: 'Kan ik verschillende formaten combineren?',
            a: `Ja, zolang de afdrukken in de box passen. Voor de fotobox raden we ${size('15x10')} en ${size('13x9')} aan, voor de MAX ook ${size('18x13')}.`,
          },
        ],
      },
      faq: {
        slug: 'faq',
        name: 'Hulp & veelgestelde vragen',
        title: 'Hulp & veelgestelde vragen – klantenservice Printhaus',
        description:
          'Antwoorden op veelgestelde vragen over bestellen, ontwerpen, verzending, betalen en klachten bij Printhaus.',
        hero: {
          img: 'hero-cards-stack',
          headline: 'Waarmee kunnen we je helpen?',
          subline: `De antwoorden op de meest gestelde vragen – en vind je het niet, bel ons dan van maandag tot en met vrijdag op ${m.hotline}.`,
        },
        sections: [
          {
            headline: 'Bestellen & ontwerpen',
            items: [
              {
                q: 'Kan ik mijn ontwerp opslaan en later verdergaan?',
                a: `Ja. Log in op [je account](${P.account}) en je ontwerp wordt automatisch opgeslagen onder ‘Mijn projecten’. Je kunt altijd verder, ook op een ander apparaat.`,
              },
              {
                q: 'Kan ik proefkaarten bestellen?',
                a: `Ja. Tot 3 proefkaarten per bestelling zijn gratis, elke extra kaart kost ${samplePrice(m)}.`,
              },
            ],
          },
          {
            headline: 'Verzending & betalen',
            items: [
              {
                q: 'Wat kost de verzending?',
                a: `Vanaf ${freeShipping(m)} verzenden we gratis. Daaronder rekenen we ${shippingCost(m)} per bestelling.`,
              },
              {
                q: 'Hoe kan ik betalen?',
                a: 'Met iDEAL, creditcard, PayPal, Apple Pay, Google Pay of Klarna (achteraf betalen).',
              },
              {
                q: 'Wat als er iets niet klopt?',
                a: `Neem binnen 14 dagen contact op met onze [klantenservice](${P.contact}) en stuur een foto van het product mee. Bij een drukfout of transportschade drukken we gratis opnieuw of krijg je je geld terug.`,
              },
            ],
          },
        ],
      },
    },

    wallart: {
      home: {
        name: 'Home',
        title: 'Printhaus wanddecoratie – je foto op canvas, plexiglas en aluminium',
        description:
          'Je foto als wanddecoratie: canvas, plexiglas, aluminium Dibond, posters en galerieprints in meer dan 100 formaten. Handgemaakt, veilig verpakt, snel geleverd.',
        hero: {
          img: 'hero-canvas-livingroom',
          headline: 'Jouw foto’s. Jouw muur.',
          subline: `Canvas, plexiglas of aluminium – in galeriekwaliteit, in meer dan 100 formaten en gratis verzonden vanaf ${freeShipping(m, 'wallart')}.`,
          cta: 'Wanddecoratie maken',
          path: P.wallart,
        },
        heroB: {
          img: 'hero-acrylic',
          headline: 'Schittering achter glas',
          subline: `Plexiglas afdrukken met echte diepte – nu vanaf ${fromPrice('wallart', 'acrylglas')}.`,
          cta: 'Ontdek plexiglas',
          path: P.acrylic,
        },
        categoriesHeadline: 'Welk materiaal past bij jouw foto?',
        categories: [
          {
            img: 'tile-material-canvas',
            title: 'Canvas',
            text: 'Warm, mat en tijdloos.',
            path: P.canvas,
            label: 'Bestseller',
          },
          {
            img: 'tile-material-acrylic',
            title: 'Plexiglas',
            text: 'Stralende kleuren met diepte.',
            path: P.acrylic,
          },
          {
            img: 'tile-material-alu',
            title: 'Aluminium Dibond',
            text: 'Modern, stijlvol en ijzersterk.',
            path: P.alu,
          },
          {
            img: 'tile-material-poster',
            title: 'Posters',
            text: 'Voordelig, met of zonder lijst.',
            path: P.poster,
          },
        ],
        productsHeadline: 'Populaire wanddecoratie',
        products: [
          {
            img: 'tile-material-canvas',
            name: 'Canvasdoek',
            text: 'Spieraam van 2,5 cm, klaar om op te hangen',
            path: P.canvas,
            from: ['wallart', 'leinwand'],
          },
          {
            img: 'tile-material-acrylic',
            name: 'Plexiglas afdruk',
            text: 'Plexiglas van 5 mm, onzichtbare ophanging',
            path: P.acrylic,
            from: ['wallart', 'acrylglas'],
          },
          {
            img: 'tile-material-alu',
            name: 'Aluminium Dibond',
            text: 'Mat of geborsteld, 3 mm dik',
            path: P.alu,
            from: ['wallart', 'aludibond'],
          },
          {
            img: 'tile-material-poster',
            name: 'Poster',
            text: 'Premium fotopapier, tot 120 x 180 cm',
            path: P.poster,
            from: ['wallart', 'poster'],
          },
          {
            img: 'tile-material-gallery',
            name: 'Galerieprint',
            text: 'In een eiken baklijst',
            path: P.gallery,
            from: ['wallart', 'gallerybond'],
          },
          {
            img: 'tile-frames',
            name: 'Fotolijsten',
            text: 'Hout of aluminium, met passe-partout',
            path: P.frames,
          },
        ],
        imageText: {
          img: 'hero-wallart-gallery',
          headline: 'Met de hand gemaakt in ons atelier',
          text: `Elk werk maken we afzonderlijk: we spannen canvas met de hand over spieramen van duurzaam grenenhout, lamineren plexiglas zonder luchtbellen en controleren elke afdruk voordat we hem inpakken.

Onze gratis beeldcontrole vertelt je vóór het drukken of je foto geschikt is voor het gekozen formaat.

[Materialen vergelijken](${P.compare})`,
        },
      },
      error: {
        name: 'Foutpagina',
        title: 'Pagina niet gevonden – Printhaus wanddecoratie',
        description: 'Deze pagina kon helaas niet worden geladen.',
        hero: {
          img: 'error-empty-frame',
          headline: 'Deze lijst is nog leeg',
          subline: 'De pagina die je zoekt bestaat niet meer of is tijdelijk niet beschikbaar.',
          cta: 'Naar de homepage',
          path: P.home,
        },
        text: `## Hoe nu verder?

Controleer het adres of bekijk onze [wanddecoratie](${P.wallart}). Vragen over materialen, formaten en verzending beantwoorden we bij [Hulp & veelgestelde vragen](${P.faq}).

Onze klantenservice is van maandag tot en met vrijdag bereikbaar op **${m.hotline}**.`,
        gridHeadline: 'Populaire materialen',
      },
      canvas: {
        slug: 'afdruk-op-canvas',
        name: 'Afdruk op canvas',
        title: `Afdruk op canvas: je foto op canvas | Printhaus`,
        description:
          'Laat je foto op canvas afdrukken: met de hand gespannen op een houten spieraam, in meer dan 60 formaten van 20 x 30 tot 120 x 180 cm. Klaar om op te hangen.',
        hero: {
          img: 'hero-canvas-livingroom',
          headline: 'Jouw foto op canvas',
          subline:
            'Met de hand gespannen op een houten spieraam, in meer dan 60 formaten – binnen 3–5 werkdagen bij je thuis, klaar om op te hangen.',
          cta: 'Canvas ontwerpen',
          path: '#calculator',
        },
        intro: `## Waarom canvas?

Canvas is het populairste materiaal voor foto’s aan de muur, en niet voor niets. De fijne weefstructuur geeft elk beeld een warme, schilderachtige uitstraling en het matte oppervlak weerspiegelt niet. We drukken met lichtechte pigmentinkt op katoenmix-canvas van 380 g/m² en spannen elk doek met de hand.`,
        calculator: {
          headline: 'Kies je formaat',
          cta: 'Canvas ontwerpen',
          labels: ['Bestseller', 'Beste prijs'],
        },
        gridHeadline: 'Canvas voor elke smaak',
        grid: [
          {
            img: 'tile-material-canvas',
            title: 'Klassiek canvas',
            text: 'Met een spieraam van 2,5 of 3,8 cm.',
            path: P.canvas,
          },
          {
            img: 'tile-material-gallery',
            title: 'Canvas in baklijst',
            text: 'In een elegante houten lijst met schaduwvoeg.',
            path: P.gallery,
            label: 'Premium',
          },
          {
            img: 'tile-collage',
            title: 'Canvascollage',
            text: 'Meerdere foto’s op één doek.',
            path: P.wallart,
          },
        ],
        imageText: {
          img: 'hero-wallart-gallery',
          headline: 'Handwerk tot aan het ophangsysteem',
          text: `Elk canvas wordt met de hand gespannen en netjes gevouwen op de hoeken. Jij kiest de rand:

- **gespiegeld** – de foto lijkt om de rand door te lopen
- **gekleurd** – wit, zwart of een kleur uit je foto
- **omgeslagen** – de foto loopt om het spieraam heen

Ophangsysteem en afstandhouders zijn inbegrepen.`,
        },
        faqHeadline: 'Veelgestelde vragen over afdrukken op canvas',
        faq: [
          {
            q: 'Welke resolutie heeft mijn foto nodig voor canvas?',
            a: 'Voor 40 x 60 cm is 2.400 x 3.600 pixels genoeg. Canvas bekijk je van een afstandje en is daardoor vergevingsgezinder dan fotopapier – onze gratis beeldcontrole waarschuwt je als het krap wordt.',
          },
          {
            q: 'Is het canvas klaar om op te hangen?',
            a: 'Ja. Elk canvas wordt geleverd met gemonteerd ophangsysteem, vanaf 60 cm breed met twee ophangpunten.',
          },
        ],
      },
      wallart: {
        slug: 'wanddecoratie',
        name: 'Wanddecoratie',
        title: 'Wanddecoratie met je eigen foto’s – alle materialen | Printhaus',
        description:
          'Je eigen foto’s als wanddecoratie: canvas, plexiglas, aluminium Dibond, posters, galerieprints en Hahnemühle FineArt vergeleken – met prijscalculator.',
        hero: {
          img: 'hero-wallart-gallery',
          headline: 'Wanddecoratie met jouw foto’s',
          subline:
            'Zeven materialen, meer dan 100 formaten en één doel: jouw foto zo mooi mogelijk aan de muur.',
          cta: 'Kies een materiaal',
          path: '#calculator',
        },
        intro: `## Het juiste materiaal voor elke foto

Landschappen ogen warm en rustig op canvas, architectuur strak en modern op aluminium. Nachtfoto’s en felle kleuren krijgen achter plexiglas een bijna tastbare diepte, en zwart-witfoto’s tonen op Hahnemühle-papier al hun grijstinten. De prijscalculator laat alle materialen en formaten in één oogopslag zien.`,
        calculator: {
          headline: 'Kies materiaal en formaat',
          cta: 'Wanddecoratie maken',
          labels: ['Bestseller', 'Beste prijs'],
        },
        gridHeadline: 'Alle materialen',
        grid: [
          {
            img: 'tile-material-canvas',
            title: 'Canvas',
            text: 'De klassieker met weefstructuur.',
            path: P.canvas,
            label: 'Bestseller',
          },
          {
            img: 'tile-material-acrylic',
            title: 'Plexiglas',
            text: 'Diepte en schittering.',
            path: P.acrylic,
          },
          {
            img: 'tile-material-alu',
            title: 'Aluminium Dibond',
            text: 'Mat, modern en vormvast.',
            path: P.alu,
          },
          {
            img: 'tile-material-gallery',
            title: 'Galerieprint',
            text: 'In een baklijst.',
            path: P.gallery,
            label: 'Nieuw',
          },
          {
            img: 'tile-material-hahnemuehle',
            title: 'Hahnemühle FineArt',
            text: 'Museumkwaliteit op kunstpapier.',
            path: P.hahnemuehle,
          },
          {
            img: 'tile-material-forex',
            title: 'Forex',
            text: 'Licht en voordelig.',
            path: P.forex,
          },
          {
            img: 'tile-material-poster',
            title: 'Posters',
            text: 'Flexibel, met of zonder lijst.',
            path: P.poster,
          },
          {
            img: 'tile-frames',
            title: 'Fotolijsten',
            text: 'Houten en aluminium lijsten op maat.',
            path: P.frames,
          },
        ],
        imageText: {
          img: 'hero-framed-poster',
          headline: 'Ingelijst komt het pas echt tot zijn recht',
          text: `Op verzoek leveren we posters en Hahnemühle-prints kant-en-klaar ingelijst in hout met wit passe-partout, en canvas in een baklijst. Jij kiest kleur en profiel, wij lijsten op de millimeter nauwkeurig in.`,
        },
        faqHeadline: 'Veelgestelde vragen over wanddecoratie',
        faq: [
          {
            q: 'Welk materiaal past bij mijn foto?',
            a: `Vuistregel: canvas voor warme, natuurlijke beelden, plexiglas voor felle kleuren, aluminium voor strakke lijnen. Een uitgebreide vergelijking vind je [hier](${P.compare}).`,
          },
          {
            q: 'Hoe wordt mijn wanddecoratie verpakt?',
            a: 'In een doos op maat met hoekbescherming. Komt er toch iets beschadigd aan, dan maken we het gratis opnieuw.',
          },
        ],
      },
      faq: {
        slug: 'faq',
        name: 'Hulp & veelgestelde vragen',
        title: 'Hulp & veelgestelde vragen over wanddecoratie – Printhaus',
        description:
          'Antwoorden over materialen, formaten, ophangen, verzending en klachten voor je wanddecoratie van Printhaus.',
        hero: {
          img: 'hero-framed-poster',
          headline: 'Waarmee kunnen we je helpen?',
          subline: `Vragen over materiaal, formaat of levering? Hier vind je de antwoorden – of bel ons op ${m.hotline}.`,
        },
        sections: [
          {
            headline: 'Materiaal & kwaliteit',
            items: [
              {
                q: 'Hoe lang blijven de kleuren mooi?',
                a: 'We drukken met UV-bestendige pigmentinkt. Bij normaal binnenlicht blijven de kleuren tientallen jaren stabiel; direct zonlicht kun je wel beter vermijden.',
              },
              {
                q: 'Controleren jullie mijn foto voor het drukken?',
                a: 'Ja, elke foto gaat door onze gratis beeldcontrole. Is de resolutie te laag voor het gekozen formaat, dan nemen we vóór het drukken contact met je op.',
              },
            ],
          },
          {
            headline: 'Verzending & ophangen',
            items: [
              {
                q: 'Hoe lang duurt de levering?',
                a: `We maken wanddecoratie in 2–4 werkdagen, de bezorging duurt 1–2 dagen. Vanaf ${freeShipping(m, 'wallart')} is de verzending gratis.`,
              },
              {
                q: 'Zit er ophangmateriaal bij?',
                a: 'Ja, elk werk wordt geleverd met een passend, gemonteerd ophangsysteem.',
              },
            ],
          },
        ],
      },
    },
  }
}
