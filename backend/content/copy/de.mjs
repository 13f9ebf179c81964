// German copy (de-de, and de-ch/de-li through the Swiss spelling transform: ß -> ss).
import {
  holidayRegion,
  freeShipping,
  samplePrice,
  shippingCost,
  printSize,
} from '../lib/markets.mjs'
import { fromPrice } from '../lib/prices.mjs'

export default function de(m) {
  const size = (cm) => printSize(cm, m)
  const express = m.swiss ? '48 h' : '24 h'
  const P = {
    home: '/',
    cards: '/karten',
    calendar: '/fotokalender',
    wallCalendar: '/wandkalender',
    deskCalendar: '/tischkalender',
    familyPlanner: '/familienplaner',
    kitchenCalendar: '/kuechenkalender',
    appointmentCalendar: '/terminkalender',
    photobook: '/fotobuch',
    prints: '/fotoabzuege',
    box: '/bilderbox',
    collage: '/fotocollage',
    accessories: '/kartenzubehoer',
    vouchers: '/geschenkgutschein',
    redeem: '/gutschein-einloesen',
    magazine: '/magazin',
    faq: '/faq',
    account: '/mein-konto',
    cart: '/warenkorb',
    wishlist: '/mein-konto/merkliste',
    orders: '/bestellungen',
    business: '/geschaeftskunden',
    shipping: '/versand',
    payment: '/zahlungsarten',
    contact: '/kontakt',
    about: '/ueber-uns',
    sustainability: '/nachhaltigkeit',
    jobs: '/karriere',
    press: '/presse',
    imprint: '/impressum',
    privacy: '/datenschutz',
    terms: '/agb',
    withdrawal: '/widerruf',
    app: '/app',
    samples: '/musterkarten',
    occ_birth: '/geburtskarten',
    occ_wedding: '/hochzeitskarten',
    occ_birthday: '/geburtstagskarten',
    occ_baptism: '/taufkarten',
    occ_communion: '/kommunionkarten',
    occ_confirmation: '/konfirmationskarten',
    occ_christmas: '/weihnachtskarten',
    occ_sympathy: '/trauerkarten',
    occ_thanks: '/dankeskarten',
    occ_invitation: '/einladungskarten',
    type_folded: '/klappkarten',
    type_postcard: '/postkarten',
    type_panorama: '/panoramakarten',
    type_foil: '/karten-mit-veredelung',
    canvas: '/leinwanddruck',
    acrylic: '/acrylglas',
    alu: '/alu-dibond',
    poster: '/poster',
    gallery: '/galeriedruck',
    hahnemuehle: '/hahnemuehle-fineart',
    forex: '/forex',
    frames: '/bilderrahmen',
    wallart: '/wandbilder',
    compare: '/wandbilder-materialien-im-vergleich',
    articleCalendar: '/magazin/fotokalender-gestalten-tipps',
    articleHanging: '/magazin/wandbilder-richtig-aufhaengen',
  }

  return {
    lang: 'de',
    paths: P,
    words: {
      home: 'Startseite',
      from: 'ab',
      perCard: 'pro Karte',
      new: 'Neu',
      popular: 'Beliebt',
      bestseller: 'Bestseller',
      sale: 'Aktion',
      magazine: 'Magazin',
    },
    header: {
      magazine: 'Magazin',
      service: 'Hilfe & Service',
      account: 'Mein Konto',
      cart: 'Warenkorb',
    },
    serviceText: 'Persönliche Beratung Mo–Fr von 8 bis 18 Uhr',
    shopLinks: { cards: 'Karten & Fotogeschenke', wallart: 'Wandbilder' },
    footer: {
      service: 'Service',
      about: 'Über uns',
      legal: 'Rechtliches',
      links: {
        faq: 'Hilfe & FAQ',
        shipping: 'Versand & Lieferzeiten',
        payment: 'Zahlungsarten',
        contact: 'Kontakt',
        business: 'Geschäftskunden',
        about: 'Über Printhaus',
        sustainability: 'Nachhaltigkeit',
        jobs: 'Karriere',
        press: 'Presse',
        magazine: 'Magazin',
        imprint: 'Impressum',
        privacy: 'Datenschutz',
        terms: 'AGB',
        withdrawal: 'Widerrufsbelehrung',
      },
      copyright: `© 2026 Printhaus GmbH · Alle Preise inkl. MwSt., zzgl. Versandkosten`,
    },
    burger: {
      account: 'Mein Konto',
      wishlist: 'Merkzettel',
      orders: 'Meine Bestellungen',
      help: 'Hilfe & Kontakt',
      app: 'Printhaus-App',
      vouchers: 'Gutschein einlösen',
    },
    // links to the shop's product pages: design groups, photo-box sizes, accessories
    productLinks: {
      sizesByRatio: 'Alle Formate nach Seitenverhältnis',
      ratio: 'Seitenverhältnis {ratio}',
      calendarDesigns: 'Kalender-Designs',
      photobookDesigns: 'Fotobuch-Designs',
      collageDesigns: 'Collage-Designs',
      sizes: 'Fotoboxen und Fotoabzüge',
      photobox: 'Fotobox',
      photoboxMax: 'Fotobox MAX',
      prints: 'Fotoabzüge einzeln',
      photoboxText: '50 Fotoabzüge in der Box',
      photoboxMaxText: '150 Fotoabzüge in der Box',
      printsText: 'Jedes Foto einzeln, glänzend oder matt',
      accessories: 'Kartenzubehör',
      accessoriesText: 'Umschläge, Einleger, Siegel und Gratis-Musterkarten',
      wallartAccessories: 'Zubehör',
      wallartAccessoriesText: 'Geschenkbox, Posterleiste und Schrauben zum Aufhängen',
      more: 'Zubehör & Muster',
      photos: '{n} Fotos',
    },
    nav: {
      cards: 'Karten',
      occasions: 'Anlässe',
      cardTypes: 'Kartentypen',
      allCards: 'Alle Karten',
      samples: 'Musterkarten bestellen',
      calendars: 'Kalender',
      calendarTypes: 'Kalenderarten',
      allCalendars: 'Alle Fotokalender',
      photobooks: 'Fotobücher',
      prints: 'Fotoabzüge & Fotoboxen',
      printsShort: 'Fotoabzüge',
      box: 'Bilderbox',
      collages: 'Collagen',
      vouchers: 'Gutscheine',
      magazine: 'Magazin',
      business: 'Geschäftskunden',
      wallart: 'Wandbilder',
      allWallart: 'Alle Wandbilder',
      materials: 'Materialien',
      bestseller: 'Bestseller',
      premium: 'Premium',
      additional: 'Weitere Produkte',
      frames: 'Bilderrahmen',
      compare: 'Materialien im Vergleich',
    },
    occasions: {
      birth: 'Geburt',
      wedding: 'Hochzeit',
      birthday: 'Geburtstag',
      baptism: 'Taufe',
      communion: 'Kommunion',
      confirmation: 'Konfirmation',
      christmas: 'Weihnachten',
      sympathy: 'Trauer',
      thanks: 'Danksagung',
      invitation: 'Einladung',
    },
    cardTypes: {
      folded: 'Klappkarten',
      postcard: 'Postkarten',
      panorama: 'Panoramakarten',
      foil: 'Karten mit Veredelung',
    },
    calendarTypes: {
      wandkalender: 'Wandkalender',
      tischkalender: 'Tischkalender',
      familienplaner: 'Familienplaner',
      kuechenkalender: 'Küchenkalender',
      terminkalender: 'Terminkalender',
    },
    materials: {
      leinwand: 'Leinwand',
      acrylglas: 'Acrylglas',
      aludibond: 'Alu-Dibond',
      poster: 'Poster',
      gallerybond: 'Galeriedruck',
      hahnemuehle: 'Hahnemühle FineArt',
      forexplatte: 'Forex-Platte',
    },
    frameTypes: { wood: 'Holzrahmen', alu: 'Aluminiumrahmen', floater: 'Schattenfugenrahmen' },
    framePaths: { wood: 'holz', alu: 'aluminium', floater: 'schattenfuge' },
    printFinishes: { glaenzend: 'Glänzend', matt: 'Matt' },
    boxSizes: { small: 'Bilderbox', large: 'Bilderbox MAX' },
    actionBar: {
      cards: {
        text: 'Nur bis Sonntag: 20 % auf alle Fotokalender mit dem Code KALENDER20',
        path: P.calendar,
      },
      wallart: {
        text: 'Wochenangebot: bis zu 30 % auf Leinwandbilder in allen Formaten',
        path: P.canvas,
      },
    },
    usps: {
      cards: [
        { text: `Versandkostenfrei ab ${freeShipping(m)}`, icon: 'truck' },
        { text: `Expressversand in ${express}`, icon: 'clock' },
        { text: 'Bis zu 3 Musterkarten gratis', icon: 'gift' },
        { text: 'Klimaneutral gedruckt in Deutschland', icon: 'leaf' },
      ],
      wallart: [
        { text: `Versandkostenfrei ab ${freeShipping(m, 'wallart')}`, icon: 'truck' },
        { text: 'Kostenloser Bildcheck durch unsere Profis', icon: 'check' },
        { text: 'Bruchsichere Verpackung mit Garantie', icon: 'shield' },
        { text: 'Handgefertigt in unserer Manufaktur', icon: 'star' },
      ],
    },
    newsletter: {
      headline: 'Inspiration und Gutscheine direkt ins Postfach',
      text: 'Melde dich für den Printhaus-Newsletter an und sichere dir 10 % Rabatt auf deine nächste Bestellung. Abmeldung jederzeit mit einem Klick.',
    },

    // ---------------------------------------------------------------- cards pages
    cards: {
      home: {
        name: 'Startseite',
        title: 'Printhaus – Karten, Fotokalender & Fotogeschenke selbst gestalten',
        description:
          'Gestalte Karten, Fotokalender, Fotobücher und Fotoabzüge mit deinen eigenen Bildern. Hochwertig gedruckt, schnell geliefert – von Printhaus.',
        hero: {
          img: 'hero-cards-stack',
          headline: 'Karten, die von Herzen kommen',
          subline:
            'Über 3.000 Designs für jeden Anlass – mit deinen Fotos und deinem Text in wenigen Minuten gestaltet.',
          cta: 'Karten entdecken',
          path: P.cards,
        },
        heroB: {
          img: 'hero-calendar-wall',
          headline: 'Dein Jahr in Bildern',
          subline:
            'Fotokalender 2027 jetzt gestalten – Wandkalender, Tischkalender und Familienplaner ab ' +
            fromPrice('calendar') +
            '.',
          cta: 'Kalender gestalten',
          path: P.calendar,
        },
        categoriesHeadline: 'Beliebte Kategorien',
        categories: [
          {
            img: 'tile-card-folded',
            title: 'Karten',
            text: 'Einladungen, Danksagungen und Grüße für jeden Anlass.',
            path: P.cards,
          },
          {
            img: 'tile-calendar-wall',
            title: 'Fotokalender',
            text: 'Zwölf Monate, deine schönsten Momente.',
            path: P.calendar,
            label: 'Bestseller',
          },
          {
            img: 'tile-photobook',
            title: 'Fotobücher',
            text: 'Urlaub, Hochzeit, Babyjahr – zum Blättern schön.',
            path: P.photobook,
          },
          {
            img: 'tile-photobox',
            title: 'Fotoabzüge & Bilderbox',
            text: 'Echte Fotos zum Anfassen, in der passenden Box.',
            path: P.box,
          },
        ],
        productsHeadline: 'Unsere Lieblinge',
        products: [
          {
            img: 'tile-calendar-wall',
            name: 'Wandkalender A4',
            text: 'Seidenmattes Premiumpapier, Spiralbindung',
            path: P.calendar,
            sku: 'calendar-wandkalender-a4-hoch',
          },
          {
            img: 'tile-photobook',
            name: 'Fotobuch Hardcover',
            text: '26 Seiten, erweiterbar bis 154 Seiten',
            path: P.photobook,
            from: ['photobook', 'digitalfotobuch'],
          },
          {
            img: 'tile-card-folded',
            name: 'Klappkarten',
            text: 'Inklusive Umschlag, ab 10 Stück',
            path: P.type_folded,
            from: ['card', 'klappkarte-a6'],
          },
          {
            img: 'tile-photo-prints',
            name: `Fotoabzüge ${size('15x10')}`,
            text: 'Echtes Fotopapier, glänzend oder matt',
            path: P.prints,
            sku: 'photoprint-glaenzend-15x10',
          },
          {
            img: 'tile-photobox',
            name: 'Bilderbox',
            text: 'Holzbox mit 50 Abzügen deiner Wahl',
            path: P.box,
            from: ['photobox', 'small'],
          },
          {
            img: 'tile-collage',
            name: 'Fotocollage',
            text: 'Bis zu 60 Fotos auf einem Bild',
            path: P.collage,
            from: ['collage'],
          },
        ],
        occasionsHeadline: 'Karten für jeden Anlass',
        imageText: {
          img: 'hero-photobook',
          headline: 'Gedruckt mit Sorgfalt – seit 2011',
          text: `Seit über zehn Jahren verwandeln wir deine Fotos in Karten, Kalender und Bücher, die man gern in die Hand nimmt. Gedruckt wird in unserer eigenen Druckerei mit Ökostrom, auf FSC®-zertifizierten Papieren und mit Farben, die auch nach Jahren noch leuchten.

Jede Bestellung prüfen wir vor dem Versand von Hand. Und sollte doch einmal etwas nicht stimmen, drucken wir kostenlos neu – versprochen.

[Mehr über Printhaus](${P.about})`,
        },
      },
      error: {
        name: 'Fehlerseite',
        title: 'Seite nicht gefunden – Printhaus',
        description: 'Diese Seite konnte leider nicht geladen werden.',
        hero: {
          img: 'error-empty-frame',
          headline: 'Hier hängt leider nichts',
          subline:
            'Die Seite, die du suchst, wurde verschoben, umbenannt oder ist vorübergehend nicht erreichbar.',
          cta: 'Zur Startseite',
          path: P.home,
        },
        text: `## Wie geht es weiter?

Prüfe die Adresse auf Tippfehler oder starte neu auf unserer [Startseite](${P.home}). Die häufigsten Fragen zu Bestellung, Versand und Gestaltung beantworten wir in unserer [Hilfe & FAQ](${P.faq}).

Du erreichst unseren Kundenservice Montag bis Freitag von 8 bis 18 Uhr unter **${m.hotline}**.`,
        gridHeadline: 'Vielleicht suchst du das hier',
      },
      calendar: {
        slug: 'fotokalender',
        name: 'Fotokalender',
        title: 'Fotokalender 2027 selbst gestalten | Printhaus',
        description:
          'Fotokalender mit eigenen Bildern gestalten: Wandkalender, Tischkalender, Familienplaner und Küchenkalender in vielen Formaten. Premiumpapier, Versand in 1–3 Werktagen.',
        hero: {
          img: 'hero-calendar-wall',
          headline: 'Fotokalender 2027 selbst gestalten',
          subline:
            'Zwölf Monate voller Erinnerungen: mit deinen Lieblingsfotos, Geburtstagen und Feiertagen – gedruckt auf seidenmattem Premiumpapier.',
          cta: 'Jetzt gestalten',
          path: '#calculator',
        },
        intro: `## Ein Kalender, der jeden Monat Freude macht

Ob als Geschenk für die Großeltern, als Familienplaner für die Küche oder als Tischkalender fürs Büro: Bei Printhaus gestaltest du deinen Fotokalender ganz nach deinen Wünschen. Wähle Format und Startmonat, lade deine Fotos hoch und ergänze Geburtstage, Ferien und Feiertage – unser Designer übernimmt das Layout auf Wunsch automatisch.`,
        calculator: {
          headline: 'Format wählen und Preis berechnen',
          cta: 'Kalender gestalten',
          labels: ['Bestseller', 'Neu'],
        },
        gridHeadline: 'Finde den passenden Kalender',
        grid: [
          {
            img: 'tile-calendar-wall',
            title: 'Wandkalender',
            text: 'Der Klassiker in A4 und A3, hoch oder quer.',
            path: P.wallCalendar,
          },
          {
            img: 'tile-calendar-desk',
            title: 'Tischkalender',
            text: 'Kompakt für Schreibtisch und Theke.',
            path: P.deskCalendar,
          },
          {
            img: 'tile-calendar-family',
            title: 'Familienplaner',
            text: 'Bis zu fünf Spalten für alle Termine der Familie.',
            path: P.familyPlanner,
            label: 'Beliebt',
          },
          {
            img: 'tile-calendar-kitchen',
            title: 'Küchenkalender',
            text: 'Schmal und praktisch, passt an jede Schranktür.',
            path: P.kitchenCalendar,
          },
        ],
        imageText: {
          img: 'hero-calendar-desk',
          headline: 'Qualität, die man sieht und fühlt',
          text: `Unsere Kalender drucken wir auf 250 g/m² starkem, seidenmattem Premiumpapier. Die Farben bleiben brillant, die Seiten lassen sich mühelos beschriften.

- Startmonat frei wählbar
- Spiralbindung in Weiß, Schwarz oder Silber
- Auf Wunsch mit Feiertagen für ${holidayRegion(m)}`,
        },
        faqHeadline: 'Häufige Fragen zum Fotokalender',
        faq: [
          {
            q: 'Kann ich den Startmonat selbst festlegen?',
            a: 'Ja. Dein Kalender kann in jedem beliebigen Monat beginnen – praktisch etwa für Schulkalender ab August oder als Geburtstagsgeschenk mitten im Jahr.',
          },
          {
            q: 'Wie lange dauert die Lieferung?',
            a: `Standardkalender verlassen unsere Druckerei innerhalb von 1–3 Werktagen. Mit dem Expressversand ist dein Kalender in ${express} bei dir.`,
          },
          {
            q: 'Sind Feiertage schon eingetragen?',
            a: `Du kannst beim Gestalten wählen, ob gesetzliche Feiertage für ${m.country === 'DE' || m.country === 'AT' ? 'dein Land oder Bundesland' : holidayRegion(m)} eingetragen werden. Eigene Termine wie Geburtstage fügst du mit wenigen Klicks hinzu.`,
          },
        ],
      },
      prints: {
        slug: 'fotoabzuege',
        name: 'Fotoabzüge',
        title: 'Fotoabzüge online bestellen – echtes Fotopapier | Printhaus',
        description: `Fotos entwickeln lassen in Profiqualität: Fotoabzüge von ${size('10x10')} bis ${size('30x20')} auf echtem Fotopapier, glänzend oder matt. Schnell geliefert.`,
        hero: {
          img: 'hero-photo-prints',
          headline: 'Fotoabzüge in Laborqualität',
          subline:
            'Hol deine Bilder vom Handy in die Hand: belichtet auf echtem Fotopapier, in glänzend oder matt.',
          cta: 'Fotos hochladen',
          path: '#calculator',
        },
        intro: `## Echte Fotos statt Bildschirm

Tausende Fotos liegen auf dem Smartphone – und werden doch kaum angesehen. Mit unseren Fotoabzügen werden aus Dateien wieder Erinnerungen zum Anfassen, Verschenken und Einkleben. Wir belichten jedes Bild auf echtem Silberhalogenid-Fotopapier, das über Jahrzehnte farbstabil bleibt.`,
        calculator: {
          headline: 'Format und Oberfläche wählen',
          cta: 'Fotos hochladen',
          labels: ['Bestseller'],
        },
        gridHeadline: 'Mehr aus deinen Fotos machen',
        grid: [
          {
            img: 'tile-photobox',
            title: 'Bilderbox',
            text: 'Deine Abzüge in einer edlen Box aus Holz.',
            path: P.box,
          },
          {
            img: 'tile-collage',
            title: 'Fotocollage',
            text: 'Viele Fotos, ein Bild.',
            path: P.collage,
          },
          {
            img: 'tile-photobook',
            title: 'Fotobuch',
            text: 'Die ganze Geschichte auf bis zu 154 Seiten.',
            path: P.photobook,
          },
        ],
        imageText: {
          img: 'hero-photobox',
          headline: 'Glänzend oder matt?',
          text: `**Glänzend** bringt Farben zum Leuchten und eignet sich für Landschaften und Urlaubsbilder. **Matt** ist unempfindlich gegen Fingerabdrücke und spiegelt nicht – ideal für Fotoalben und Bilderrahmen.`,
        },
        faqHeadline: 'Häufige Fragen zu Fotoabzügen',
        faq: [
          {
            q: 'Welche Auflösung brauchen meine Fotos?',
            a: `Für einen Abzug im Format ${size('15x10')} genügen 1.200 x 1.800 Pixel – das schafft jedes aktuelle Smartphone. Ist ein Bild zu klein, warnt dich unser Designer vor der Bestellung.`,
          },
          {
            q: 'Werden meine Fotos beschnitten?',
            a: `Das Seitenverhältnis von Smartphone-Fotos (4:3) weicht leicht vom klassischen ${size('15x10')} (3:2) ab. Du entscheidest beim Hochladen, ob das Bild randlos beschnitten oder mit weißem Rand vollständig gedruckt wird.`,
          },
        ],
      },
      box: {
        slug: 'bilderbox',
        name: 'Bilderbox',
        title: 'Bilderbox mit Fotoabzügen gestalten – das persönliche Geschenk | Printhaus',
        description:
          'Die Bilderbox aus Holz mit deinen Fotoabzügen: personalisierter Deckel, 50 oder 100 Abzüge, ein Geschenk, das man immer wieder öffnet.',
        hero: {
          img: 'hero-photobox',
          headline: 'Die Bilderbox: Erinnerungen zum Aufklappen',
          subline:
            'Eine Holzbox mit deinem Wunschmotiv auf dem Deckel, gefüllt mit deinen schönsten Fotoabzügen.',
          cta: 'Bilderbox gestalten',
          path: '#calculator',
        },
        intro: `## Das Geschenk, das man immer wieder öffnet

Die Bilderbox ist ein Fotoalbum ohne Seiten: Deine Abzüge liegen lose in einer stabilen Box aus Birkenholz, das Deckelfoto gestaltest du selbst. Perfekt zum Jahrestag, zum Abschied von Kolleginnen und Kollegen oder als Erinnerung an die erste gemeinsame Reise.`,
        calculator: {
          headline: 'Box-Größe und Abzugsformat wählen',
          cta: 'Bilderbox gestalten',
          labels: ['Bestseller'],
        },
        gridHeadline: 'Passend dazu',
        grid: [
          {
            img: 'tile-photo-prints',
            title: 'Fotoabzüge',
            text: 'Nachbestellen in allen Formaten.',
            path: P.prints,
          },
          {
            img: 'tile-voucher',
            title: 'Gutscheine',
            text: 'Lieber selbst gestalten lassen?',
            path: P.vouchers,
          },
          {
            img: 'tile-collage',
            title: 'Fotocollage',
            text: 'Die Box-Fotos als Wandbild.',
            path: P.collage,
          },
        ],
        imageText: {
          img: 'hero-photo-prints',
          headline: 'Zwei Größen, viele Möglichkeiten',
          text: `Die **Bilderbox** fasst bis zu 50 Abzüge im Format ${size('15x10')}, die **Bilderbox MAX** bis zu 100 Abzüge. Beide gibt es mit personalisiertem Deckel und optionaler Gravur auf der Innenseite.`,
        },
        faqHeadline: 'Häufige Fragen zur Bilderbox',
        faq: [
          {
            q: 'Kann ich Abzüge in verschiedenen Formaten mischen?',
            a: `Ja, solange die Abzüge in die Box passen. Für die Bilderbox empfehlen wir ${size('15x10')} und ${size('13x9')}, für die Bilderbox MAX zusätzlich ${size('18x13')}.`,
          },
          {
            q: 'Ist die Box auch leer erhältlich?',
            a: 'Die Bilderbox gibt es nur zusammen mit Abzügen, damit Deckelmotiv und Fotos perfekt zusammenpassen. Die Anzahl der Abzüge wählst du frei.',
          },
        ],
      },
      fotobox: {
        slug: 'fotobox',
        name: 'Fotobox',
        title: 'Fotobox mit eigenen Bildern – personalisiert von Printhaus',
        description:
          'Fotobox selbst gestalten: eine Holzbox mit deinem Foto auf dem Deckel, gefüllt mit bis zu 100 Fotoabzügen. Das ideale Geschenk.',
        hero: {
          img: 'hero-photobox',
          headline: 'Fotobox: Deine Fotos in der schönsten Verpackung',
          subline:
            'Die Fotobox heißt bei uns Bilderbox – gleiche Liebe zum Detail, gleiche Qualität.',
          cta: 'Fotobox gestalten',
          path: P.box,
        },
        intro: `## Fotobox oder Bilderbox?

Viele suchen nach einer Fotobox, bei uns heißt sie Bilderbox. Gemeint ist dasselbe: eine stabile Holzbox mit personalisiertem Deckel, gefüllt mit deinen Fotoabzügen. Du wählst zwischen zwei Größen und bis zu 100 Abzügen.

[Zur Bilderbox](${P.box})`,
        calculator: {
          headline: 'Box-Größe und Abzugsformat wählen',
          cta: 'Fotobox gestalten',
          labels: ['Bestseller'],
        },
      },
      faq: {
        slug: 'faq',
        name: 'Hilfe & FAQ',
        title: 'Hilfe & häufige Fragen – Printhaus Kundenservice',
        description:
          'Antworten auf häufige Fragen zu Bestellung, Gestaltung, Versand, Zahlung und Reklamation bei Printhaus.',
        hero: {
          img: 'hero-cards-stack',
          headline: 'Wie können wir helfen?',
          subline: `Die Antworten auf die häufigsten Fragen – und wenn du nicht fündig wirst, sind wir Mo–Fr von 8 bis 18 Uhr unter ${m.hotline} für dich da.`,
        },
        sections: [
          {
            headline: 'Bestellung & Gestaltung',
            items: [
              {
                q: 'Kann ich meinen Entwurf speichern und später weitermachen?',
                a: `Ja. Melde dich in [deinem Konto](${P.account}) an, dann wird dein Entwurf automatisch gespeichert. Du findest ihn unter „Meine Projekte“ und kannst jederzeit weitergestalten – auch auf einem anderen Gerät.`,
              },
              {
                q: 'Kann ich meine Bestellung nach dem Absenden noch ändern?',
                a: 'Innerhalb von 60 Minuten nach der Bestellung kannst du sie in deinem Kundenkonto stornieren und neu aufgeben. Danach geht sie in den Druck und lässt sich leider nicht mehr ändern.',
              },
              {
                q: 'Kann ich vorab Musterkarten bestellen?',
                a:
                  'Ja. Bis zu 3 Musterkarten pro Bestellung sind kostenlos, jede weitere kostet ' +
                  samplePrice(m) +
                  '. So prüfst du Papier und Farben, bevor du die ganze Auflage bestellst.',
              },
            ],
          },
          {
            headline: 'Versand & Lieferung',
            items: [
              {
                q: 'Wie hoch sind die Versandkosten?',
                a: `Ab einem Bestellwert von ${freeShipping(m)} liefern wir versandkostenfrei. Darunter berechnen wir eine Pauschale von ${shippingCost(m)} pro Bestellung.`,
              },
              {
                q: 'Wann kommt meine Bestellung an?',
                a: `Die meisten Produkte verlassen unsere Druckerei innerhalb von 1–3 Werktagen, die Zustellung dauert weitere 1–2 Tage. Mit dem Expressversand ist deine Bestellung in ${express} da.`,
              },
            ],
          },
          {
            headline: 'Zahlung & Reklamation',
            items: [
              {
                q: 'Welche Zahlungsarten gibt es?',
                a: 'Du bezahlst bequem per PayPal, Kreditkarte, Apple Pay, Google Pay, Klarna (Rechnung oder Ratenkauf) oder Vorkasse.',
              },
              {
                q: 'Was tun, wenn etwas nicht stimmt?',
                a: `Wende dich innerhalb von 14 Tagen mit einem Foto des Produkts an unseren [Kundenservice](${P.contact}). Liegt ein Druck- oder Transportschaden vor, drucken wir kostenlos neu oder erstatten den Betrag.`,
              },
            ],
          },
        ],
      },
      article: {
        slug: 'magazin/fotokalender-gestalten-tipps',
        name: 'Fotokalender gestalten: 9 Tipps',
        title: 'Fotokalender gestalten: 9 Tipps für einen Kalender, der das ganze Jahr begeistert',
        description:
          'Die richtigen Fotos pro Monat, ein roter Faden, Platz für Termine: So gestaltest du einen Fotokalender, der zwölf Monate lang Freude macht.',
        hero: {
          img: 'mag-calendar-planning',
          headline: 'Fotokalender gestalten: 9 Tipps für ein ganzes Jahr voller Lieblingsmomente',
          subline:
            'Von der Bildauswahl bis zum Geburtstagseintrag – so wird dein Kalender zum Hingucker.',
        },
        tags: ['Magazin', 'Fotokalender', 'Gestaltung'],
        body: `Ein Fotokalender hängt zwölf Monate lang an der Wand – öfter angesehen wird kaum ein anderes Fotoprodukt. Umso schöner, wenn er nicht nur hübsch aussieht, sondern auch im Alltag funktioniert. Wir haben unser Gestaltungsteam gefragt, worauf es wirklich ankommt.

## 1. Erst sammeln, dann sortieren

Leg auf dem Computer oder Smartphone einen eigenen Ordner an und sammle darin alle Kandidaten. Sortiere erst im zweiten Schritt: Welche Bilder sind scharf, welche erzählen etwas? Am Ende brauchst du zwölf Monatsbilder und ein Titelbild – gern aber ein paar mehr zur Auswahl.

## 2. Die Jahreszeiten mitdenken

Ein Strandfoto im Januar kann Fernweh wecken, ein Schneebild im Juli wirkt dagegen oft fehl am Platz. Viele unserer Kundinnen und Kunden ordnen die Motive deshalb den Jahreszeiten zu: Blüten im April, Badesee im August, buntes Laub im Oktober.

## 3. Einen roten Faden finden

Ein Kalender wirkt ruhiger, wenn sich etwas durchzieht: eine Farbwelt, ein Thema („Unsere Wanderungen“) oder ein einheitlicher Bildstil. Bei gemischten Motiven hilft es, für alle Seiten dasselbe Layout und dieselbe Schrift zu wählen.

## 4. Auf die Auflösung achten

Für einen A4-Kalender sollte ein Foto mindestens 2.500 Pixel an der langen Seite haben, für A3 gut 3.500. Unser Designer zeigt ein Ampelsymbol an, wenn ein Bild zu klein wird – nimm diese Warnung ernst, denn am Bildschirm wirken unscharfe Bilder oft noch gut.

## 5. Hoch- oder Querformat passend zu den Bildern wählen

Die meisten Smartphone-Fotos sind hochformatig, die meisten Kamera-Fotos querformatig. Wähle das Kalenderformat nach der Mehrheit deiner Bilder. Für Collagen aus mehreren Fotos eignet sich das Format **A3 quer** besonders gut.

## 6. Platz zum Schreiben lassen

Ein Familienplaner oder Küchenkalender lebt von Einträgen. Achte darauf, dass das Kalendarium groß genug ist, und wähle eine helle Hintergrundfarbe, auf der auch Kugelschreiber gut zu lesen ist.

## 7. Geburtstage gleich mit eintragen

Du kannst wiederkehrende Termine direkt im Designer hinterlegen. Das spart nicht nur Zeit, sondern macht den Kalender für Großeltern zum besonders persönlichen Geschenk:

- Geburtstage und Namenstage der Familie
- Hochzeitstage und Jubiläen
- Schulferien und Brückentage

## 8. Das Titelbild zählt doppelt

Das Deckblatt ist das Erste, was beim Auspacken zu sehen ist. Hier darf es ein Gruppenfoto oder eine kleine Collage des ganzen Jahres sein. Ein kurzer Titel wie „Familie Berger 2027“ rundet das ab.

## 9. Rechtzeitig bestellen

Vor Weihnachten haben unsere Druckmaschinen Hochsaison. Wer seinen Kalender bis Anfang Dezember bestellt, ist auf der sicheren Seite – und kann sich entspannt zurücklehnen.

> Unser Tipp: Gestalte zwei Kalender auf einmal. Mit dem Code KALENDER20 sparst du 20 % – perfekt für die Großeltern und die eigene Küche.

Bereit? Dann wähle jetzt dein [Lieblingsformat](${P.calendar}) und leg los.`,
        imageText: {
          img: 'mag-calendar-months',
          headline: 'Inspiration für alle zwölf Monate',
          text: `Kein Bild für den November? Stöbere in unseren Kalendervorlagen mit passenden Farbwelten für jeden Monat – oder kombiniere mehrere kleinere Fotos zu einer Monatscollage.`,
        },
      },
      redirects: [
        {
          slug: 'kalender-gestalten',
          name: 'Kalender gestalten (Weiterleitung)',
          target: P.calendar,
          status: 301,
        },
        {
          slug: 'adventsaktion',
          name: 'Adventsaktion (temporäre Weiterleitung)',
          target: P.calendar,
          status: 302,
        },
      ],
      abTest: {
        name: 'A/B-Test Startseiten-Teaser',
        title: 'Printhaus – Teaser-Experiment',
        intro: `Diese Seite zeigt den Startseiten-Teaser als A/B-Test. Welche Variante du siehst, entscheidet das Feature-Flag **home_hero_experiment**.`,
      },
      fallback: {
        name: 'Komponenten-Fallback',
        title: 'Printhaus – Komponenten-Fallback',
        intro: `Der folgende Block verwendet die Komponente **legacy-slider**, die es im Shop nicht mehr gibt. An ihrer Stelle erscheint der Hinweis, dass die Komponente nicht gefunden wurde.`,
        after: `Alles, was nach dem unbekannten Block kommt, wird weiterhin normal angezeigt.`,
      },
      feedCalendar: {
        slug: 'feed-calendar',
        name: 'Fotokalender (Feed)',
        canonicalPath: P.calendar,
        title: 'Fotokalender 2027 mit deinen Fotos | Printhaus',
        description:
          'Deinen Fotokalender 2027 in wenigen Minuten gestalten: Format wählen, Fotos hochladen, fertig. Premiumpapier, Versand in 1–3 Werktagen.',
        hero: {
          img: 'hero-calendar-wall',
          headline: 'Dein Fotokalender 2027',
          subline:
            'Format wählen, Fotos hochladen, fertig – gedruckt auf seidenmattem Premiumpapier und in 1–3 Werktagen versandbereit.',
          cta: 'Format wählen',
          path: '#calculator',
        },
        intro: `## In drei Schritten zu deinem Kalender

1. **Format wählen:** Wandkalender, Tischkalender, Familienplaner oder Küchenkalender – der Preis steht sofort fest.
2. **Fotos hochladen:** direkt vom Handy oder Computer, der Designer verteilt sie auf Wunsch automatisch.
3. **Bestellen:** Startmonat frei wählbar, Feiertage auf Wunsch schon eingetragen.

Du möchtest erst stöbern? Alle Kalender, Vorlagen und Tipps findest du auf unserer Seite [Fotokalender](${P.calendar}).`,
        calculator: {
          headline: 'Format wählen und Preis berechnen',
          cta: 'Kalender gestalten',
          labels: ['Bestseller', 'Neu'],
        },
        faqHeadline: 'Gut zu wissen',
        faq: [
          {
            q: 'Wann kommt mein Kalender an?',
            a: `Standardkalender verlassen unsere Druckerei innerhalb von 1–3 Werktagen. Mit dem Expressversand ist dein Kalender in ${express} bei dir.`,
          },
          {
            q: 'Kann ich den Startmonat selbst festlegen?',
            a: 'Ja. Dein Kalender kann in jedem beliebigen Monat beginnen – praktisch etwa für Schulkalender ab August.',
          },
        ],
      },
      showcase: {
        name: 'Block-Übersicht',
        title: 'Printhaus – alle Inhaltsblöcke auf einer Seite',
        richtext: `## Rich Text mit allem, was dazugehört

Ein Absatz mit **fettem** und *kursivem* Text sowie einem [Link zur FAQ](${P.faq}).

- Aufzählungspunkt eins
- Aufzählungspunkt zwei

1. Erster Schritt: Format wählen
2. Zweiter Schritt: Fotos hochladen

> Ein Zitat: „Der Kalender hängt bei uns in der Küche und wird jeden Tag angesehen.“ – Kundin aus Leipzig

---

Und zum Schluss ein [externer Link zu Hahnemühle](https://www.hahnemuehle.com).`,
        countdown: {
          headline: 'Weihnachtsaktion 2027',
          text: 'Bis zum 16. Dezember bestellt – pünktlich zum Fest geliefert.',
        },
        collage: {
          headline: 'Fotocollage gestalten',
          text: 'Bis zu 60 Fotos in einem Bild – wähle eine Vorlage und zieh deine Fotos einfach hinein.',
        },
      },
    },

    // -------------------------------------------------------------- wallart pages
    wallart: {
      home: {
        name: 'Startseite',
        title: 'Printhaus Wandbilder – dein Foto auf Leinwand, Acrylglas & Alu-Dibond',
        description:
          'Dein Foto als Wandbild: Leinwand, Acrylglas, Alu-Dibond, Poster und Galeriedruck in über 100 Formaten. Handgefertigt, sicher verpackt, schnell geliefert.',
        hero: {
          img: 'hero-canvas-livingroom',
          headline: 'Deine Fotos. Deine Wand.',
          subline: `Leinwand, Acrylglas oder Alu-Dibond – in Galeriequalität, in über 100 Formaten und versandkostenfrei ab ${freeShipping(m, 'wallart')}.`,
          cta: 'Wandbild gestalten',
          path: P.wallart,
        },
        heroB: {
          img: 'hero-acrylic',
          headline: 'Brillanz hinter Glas',
          subline:
            'Acrylglasbilder mit Tiefenwirkung – jetzt ab ' +
            fromPrice('wallart', 'acrylglas') +
            '.',
          cta: 'Acrylglas entdecken',
          path: P.acrylic,
        },
        categoriesHeadline: 'Welches Material passt zu deinem Bild?',
        categories: [
          {
            img: 'tile-material-canvas',
            title: 'Leinwand',
            text: 'Warm, matt und zeitlos – der Klassiker.',
            path: P.canvas,
            label: 'Bestseller',
          },
          {
            img: 'tile-material-acrylic',
            title: 'Acrylglas',
            text: 'Leuchtende Farben mit Tiefenwirkung.',
            path: P.acrylic,
          },
          {
            img: 'tile-material-alu',
            title: 'Alu-Dibond',
            text: 'Modern, edel und extrem stabil.',
            path: P.alu,
          },
          {
            img: 'tile-material-poster',
            title: 'Poster',
            text: 'Günstig und flexibel, mit oder ohne Rahmen.',
            path: P.poster,
          },
        ],
        productsHeadline: 'Beliebte Wandbilder',
        products: [
          {
            img: 'tile-material-canvas',
            name: 'Leinwandbild',
            text: '2,5 cm Keilrahmen, fertig zum Aufhängen',
            path: P.canvas,
            from: ['wallart', 'leinwand'],
          },
          {
            img: 'tile-material-acrylic',
            name: 'Acrylglasbild',
            text: '5 mm Acrylglas, rahmenlose Aufhängung',
            path: P.acrylic,
            from: ['wallart', 'acrylglas'],
          },
          {
            img: 'tile-material-alu',
            name: 'Alu-Dibond',
            text: 'Matt oder gebürstet, 3 mm stark',
            path: P.alu,
            from: ['wallart', 'aludibond'],
          },
          {
            img: 'tile-material-poster',
            name: 'Poster',
            text: 'Premium-Fotopapier, bis 120 x 180 cm',
            path: P.poster,
            from: ['wallart', 'poster'],
          },
          {
            img: 'tile-material-gallery',
            name: 'Galeriedruck',
            text: 'Mit Schattenfugenrahmen aus Eiche',
            path: P.gallery,
            from: ['wallart', 'gallerybond'],
          },
          {
            img: 'tile-frames',
            name: 'Bilderrahmen',
            text: 'Holz oder Aluminium, mit Passepartout',
            path: P.frames,
          },
        ],
        imageText: {
          img: 'hero-wallart-gallery',
          headline: 'Handgefertigt in unserer Manufaktur',
          text: `Jedes Wandbild wird bei uns einzeln gefertigt: Wir spannen Leinwände von Hand auf Keilrahmen aus nachhaltigem Kiefernholz, kaschieren Acrylglas blasenfrei und prüfen jedes Bild vor dem Verpacken.

Unser kostenloser Bildcheck sagt dir vor dem Druck, ob dein Foto für das gewählte Format geeignet ist.

[Materialien im Vergleich](${P.compare})`,
        },
      },
      error: {
        name: 'Fehlerseite',
        title: 'Seite nicht gefunden – Printhaus Wandbilder',
        description: 'Diese Seite konnte leider nicht geladen werden.',
        hero: {
          img: 'error-empty-frame',
          headline: 'Dieser Rahmen ist noch leer',
          subline:
            'Die gesuchte Seite gibt es nicht mehr oder sie ist vorübergehend nicht erreichbar.',
          cta: 'Zur Startseite',
          path: P.home,
        },
        text: `## Wie geht es weiter?

Prüfe die Adresse auf Tippfehler oder entdecke unsere [Wandbilder](${P.wallart}). Fragen zu Material, Format und Versand beantworten wir in der [Hilfe & FAQ](${P.faq}).

Unser Kundenservice ist Montag bis Freitag von 8 bis 18 Uhr unter **${m.hotline}** erreichbar.`,
        gridHeadline: 'Beliebte Materialien',
      },
      canvas: {
        slug: 'leinwanddruck',
        name: 'Leinwanddruck',
        title: 'Leinwanddruck: Dein Foto auf Leinwand | Printhaus',
        description:
          'Foto auf Leinwand drucken lassen: handgespannt auf Keilrahmen aus Holz, in über 60 Formaten von 20 x 30 bis 120 x 180 cm. Fertig zum Aufhängen geliefert.',
        hero: {
          img: 'hero-canvas-livingroom',
          headline: 'Dein Foto auf Leinwand',
          subline:
            'Handgespannt auf einen Keilrahmen aus Holz, in über 60 Formaten – und in 3–5 Werktagen fertig zum Aufhängen bei dir.',
          cta: 'Leinwand gestalten',
          path: '#calculator',
        },
        intro: `## Warum Leinwand?

Die Leinwand ist das beliebteste Material für Fotos an der Wand – und das aus gutem Grund. Die feine Gewebestruktur verleiht jedem Bild eine warme, malerische Anmutung, die matte Oberfläche spiegelt nicht und passt in jeden Raum. Wir drucken mit lichtechten Pigmenttinten auf 380 g/m² schwere Baumwoll-Mischgewebe-Leinwand und spannen jedes Bild von Hand.`,
        calculator: {
          headline: 'Format wählen',
          cta: 'Leinwand gestalten',
          labels: ['Bestseller', 'Top-Preis'],
        },
        gridHeadline: 'Leinwand für jeden Geschmack',
        grid: [
          {
            img: 'tile-material-canvas',
            title: 'Klassische Leinwand',
            text: 'Mit 2,5 cm oder 3,8 cm starkem Keilrahmen.',
            path: P.canvas,
          },
          {
            img: 'tile-material-gallery',
            title: 'Leinwand mit Schattenfuge',
            text: 'Im eleganten Holzrahmen mit Abstand zum Bild.',
            path: P.gallery,
            label: 'Premium',
          },
          {
            img: 'tile-collage',
            title: 'Leinwand-Collage',
            text: 'Mehrere Fotos auf einer Leinwand.',
            path: P.wallart,
          },
        ],
        imageText: {
          img: 'hero-wallart-gallery',
          headline: 'Handarbeit bis zur Aufhängung',
          text: `Jede Leinwand wird bei uns von Hand auf den Keilrahmen gespannt und an den Ecken sauber gefaltet. Die Bildkante gestaltest du selbst:

- **gespiegelt** – das Motiv läuft scheinbar um die Kante
- **farbig** – in Weiß, Schwarz oder einer Farbe aus deinem Bild
- **umgeschlagen** – das Motiv wird um den Rahmen gezogen

Aufhänger und Wandabstandshalter liegen bei.`,
        },
        faqHeadline: 'Häufige Fragen zum Leinwanddruck',
        faq: [
          {
            q: 'Welche Auflösung braucht mein Foto für eine Leinwand?',
            a: 'Für 40 x 60 cm genügen 2.400 x 3.600 Pixel. Weil man eine Leinwand aus etwas Abstand betrachtet, verzeiht sie mehr als Fotopapier – unser kostenloser Bildcheck sagt dir vor dem Druck Bescheid, wenn es knapp wird.',
          },
          {
            q: 'Kann ich die Leinwand im Badezimmer aufhängen?',
            a: 'Für kurzzeitige Feuchtigkeit ist die Leinwand dank Schutzlack geeignet. Direkt neben Dusche oder Badewanne empfehlen wir Acrylglas oder Alu-Dibond.',
          },
          {
            q: 'Ist die Leinwand fertig zum Aufhängen?',
            a: 'Ja. Jedes Leinwandbild wird mit montiertem Aufhänger geliefert, ab 60 cm Breite mit zwei Aufhängern.',
          },
        ],
      },
      wallart: {
        slug: 'wandbilder',
        name: 'Wandbilder',
        title: 'Wandbilder mit eigenem Foto gestalten – alle Materialien | Printhaus',
        description:
          'Eigene Fotos als Wandbild: Leinwand, Acrylglas, Alu-Dibond, Poster, Galeriedruck und Hahnemühle FineArt im Vergleich – mit Preisrechner für alle Formate.',
        hero: {
          img: 'hero-wallart-gallery',
          headline: 'Wandbilder mit deinen Fotos',
          subline:
            'Sieben Materialien, über 100 Formate, ein Anspruch: dein Bild so schön wie möglich an die Wand zu bringen.',
          cta: 'Material wählen',
          path: '#calculator',
        },
        intro: `## Das passende Material für jedes Motiv

Landschaften wirken auf Leinwand warm und ruhig, Architektur auf Alu-Dibond klar und modern. Nachtaufnahmen und kräftige Farben bekommen hinter Acrylglas eine fast greifbare Tiefe, Schwarz-Weiß-Fotos entfalten auf Hahnemühle-Papier ihre ganze Tonwertvielfalt. Im Preisrechner siehst du alle Materialien und Formate auf einen Blick.`,
        calculator: {
          headline: 'Material und Format wählen',
          cta: 'Wandbild gestalten',
          labels: ['Bestseller', 'Top-Preis'],
        },
        gridHeadline: 'Alle Materialien',
        grid: [
          {
            img: 'tile-material-canvas',
            title: 'Leinwand',
            text: 'Der Klassiker mit Gewebestruktur.',
            path: P.canvas,
            label: 'Bestseller',
          },
          {
            img: 'tile-material-acrylic',
            title: 'Acrylglas',
            text: 'Tiefenwirkung und Brillanz.',
            path: P.acrylic,
          },
          {
            img: 'tile-material-alu',
            title: 'Alu-Dibond',
            text: 'Matt, modern und formstabil.',
            path: P.alu,
          },
          {
            img: 'tile-material-gallery',
            title: 'Galeriedruck',
            text: 'Mit Schattenfugenrahmen.',
            path: P.gallery,
            label: 'Neu',
          },
          {
            img: 'tile-material-hahnemuehle',
            title: 'Hahnemühle FineArt',
            text: 'Museumsqualität auf Büttenpapier.',
            path: P.hahnemuehle,
          },
          {
            img: 'tile-material-forex',
            title: 'Forex-Platte',
            text: 'Leicht und preiswert.',
            path: P.forex,
          },
          {
            img: 'tile-material-poster',
            title: 'Poster',
            text: 'Flexibel, mit oder ohne Rahmen.',
            path: P.poster,
          },
          {
            img: 'tile-frames',
            title: 'Bilderrahmen',
            text: 'Holz- und Alurahmen nach Maß.',
            path: P.frames,
          },
        ],
        imageText: {
          img: 'hero-framed-poster',
          headline: 'Gerahmt wirkt es erst richtig',
          text: `Poster und Hahnemühle-Drucke liefern wir auf Wunsch fertig im Holzrahmen mit weißem Passepartout, Leinwände im Schattenfugenrahmen. Du wählst Rahmenfarbe und Profil, wir rahmen passgenau.`,
        },
        faqHeadline: 'Häufige Fragen zu Wandbildern',
        faq: [
          {
            q: 'Welches Material ist das richtige für mein Foto?',
            a: `Als Faustregel: Leinwand für warme, natürliche Motive, Acrylglas für kräftige Farben, Alu-Dibond für klare Linien. Einen ausführlichen Vergleich findest du [hier](${P.compare}).`,
          },
          {
            q: 'Wie wird das Wandbild verpackt?',
            a: 'In einem maßgefertigten Karton mit Kantenschutz. Sollte trotzdem etwas beschädigt ankommen, fertigen wir kostenlos neu.',
          },
        ],
      },
      faq: {
        slug: 'faq',
        name: 'Hilfe & FAQ',
        title: 'Hilfe & häufige Fragen zu Wandbildern – Printhaus',
        description:
          'Antworten zu Materialien, Formaten, Aufhängung, Versand und Reklamation deiner Wandbilder bei Printhaus.',
        hero: {
          img: 'hero-framed-poster',
          headline: 'Wie können wir helfen?',
          subline: `Fragen zu Material, Format oder Lieferung? Hier findest du die Antworten – oder ruf uns an: ${m.hotline}.`,
        },
        sections: [
          {
            headline: 'Material & Qualität',
            items: [
              {
                q: 'Wie lange halten die Farben?',
                a: 'Wir drucken mit pigmentbasierten, UV-beständigen Tinten. Bei normaler Raumbeleuchtung bleiben die Farben über Jahrzehnte stabil; direkte Sonne solltest du trotzdem meiden.',
              },
              {
                q: 'Was ist der Unterschied zwischen Acrylglas und Alu-Dibond?',
                a: 'Beim Acrylglas wird das Foto hinter eine 5 mm starke, glasklare Scheibe kaschiert – das Ergebnis glänzt und wirkt besonders tief. Alu-Dibond ist eine matte Aluminiumverbundplatte ohne Spiegelungen, ideal für helle Räume.',
              },
              {
                q: 'Prüft ihr mein Foto vor dem Druck?',
                a: 'Ja, jedes Motiv durchläuft unseren kostenlosen Bildcheck. Ist die Auflösung für das gewählte Format zu gering, melden wir uns vor dem Druck bei dir.',
              },
            ],
          },
          {
            headline: 'Versand & Aufhängung',
            items: [
              {
                q: 'Wie lange dauert die Lieferung?',
                a: `Wandbilder fertigen wir in 2–4 Werktagen, die Zustellung dauert 1–2 Tage. Ab ${freeShipping(m, 'wallart')} ist der Versand kostenlos.`,
              },
              {
                q: 'Ist Aufhängematerial dabei?',
                a: `Ja, jedes Wandbild wird mit passendem Aufhänger geliefert. Tipps zum Aufhängen haben wir in unserem [Magazin](${P.articleHanging}) zusammengestellt.`,
              },
            ],
          },
        ],
      },
      article: {
        slug: 'magazin/wandbilder-richtig-aufhaengen',
        name: 'Wandbilder richtig aufhängen',
        title: 'Wandbilder richtig aufhängen: Höhe, Abstand und Werkzeug',
        description:
          'In welcher Höhe hängt ein Bild richtig? Wie viel Abstand braucht eine Bilderwand? Unsere Anleitung mit Werkzeugliste und Profi-Tipps.',
        hero: {
          img: 'mag-hanging-tools',
          headline: 'Wandbilder richtig aufhängen: so sitzt jedes Bild',
          subline:
            'Die richtige Höhe, der passende Abstand und das Werkzeug, das du dafür brauchst.',
        },
        tags: ['Magazin', 'Wandbilder', 'Ratgeber'],
        body: `Ein schönes Wandbild verdient den richtigen Platz. Doch schon wenige Zentimeter entscheiden darüber, ob ein Bild harmonisch wirkt oder verloren an der Wand hängt. Mit diesen Regeln gelingt es auf Anhieb.

## Die 145-Zentimeter-Regel

Galerien und Museen hängen Bilder so, dass deren Mitte etwa 145 bis 155 Zentimeter über dem Boden liegt – das entspricht der durchschnittlichen Augenhöhe. Miss also nicht die Oberkante, sondern die Bildmitte. Bei einem Bild mit 60 cm Höhe sitzt die Oberkante damit bei etwa 175 cm.

## Über Möbeln gilt: näher ran

Über einem Sofa, einem Sideboard oder einem Bett darf das Bild tiefer hängen. Ein Abstand von 20 bis 30 Zentimetern zwischen Möbel und Bildunterkante verbindet beides optisch. Als Faustregel sollte das Bild etwa zwei Drittel so breit sein wie das Möbelstück darunter.

## Das richtige Werkzeug

Bevor du bohrst, leg alles bereit:

- Zollstock oder Maßband
- Wasserwaage (oder die Wasserwaagen-App deines Smartphones)
- Bleistift und Malerkrepp
- Bohrmaschine, Dübel und Schrauben – oder Nägel bei leichten Bildern

## Schritt für Schritt zum geraden Bild

1. Bildmitte an der Wand mit Bleistift markieren.
2. Abstand von der Oberkante des Bildes bis zum gespannten Aufhänger messen.
3. Diesen Abstand von der Markierung nach oben übertragen – hier kommt der Nagel oder die Schraube hin.
4. Bei zwei Aufhängern beide Punkte mit der Wasserwaage ausrichten.
5. Bild einhängen, ausrichten, fertig.

## Bilderwände planen

Für eine Bilderwand schneidest du die Umrisse deiner Bilder aus Packpapier aus und klebst sie mit Malerkrepp an die Wand. So kannst du die Anordnung tagelang ausprobieren, ohne ein einziges Loch zu bohren. Halte zwischen den Bildern gleichmäßige Abstände von 5 bis 8 Zentimetern ein – das wirkt ruhiger als jede noch so ausgeklügelte Anordnung.

## Schwere Bilder sicher befestigen

Großformatige Acrylglas- und Galeriedrucke wiegen schnell mehrere Kilogramm. Verwende hier immer Dübel und Schrauben, bei Gipskarton spezielle Hohlraumdübel. Unsere Aluminium-Aufhängeschienen verteilen das Gewicht und lassen sich nach dem Einhängen noch seitlich ausrichten.

> Tipp aus der Manufaktur: Kleb ein Stück Malerkrepp auf die Bohrstelle. So splittert der Putz nicht, und der Staub landet im Krepp statt auf dem Boden.

Noch auf der Suche nach dem passenden Motiv? In unserer Übersicht findest du [alle Wandbild-Materialien](${P.wallart}) im Vergleich.`,
        imageText: {
          img: 'mag-hanging-height',
          headline: 'Paare und Reihen',
          text: `Zwei gleich große Bilder nebeneinander wirken am besten mit 5 bis 10 Zentimetern Abstand und einer gemeinsamen Mittellinie. Richte bei unterschiedlichen Größen lieber die Unterkanten aneinander aus.`,
        },
      },
      redirects: [
        {
          slug: 'leinwandbilder',
          name: 'Leinwandbilder (Weiterleitung)',
          target: P.canvas,
          status: 301,
        },
      ],
      abTest: {
        name: 'A/B-Test Startseiten-Teaser',
        title: 'Printhaus Wandbilder – Teaser-Experiment',
        intro: `Diese Seite zeigt den Startseiten-Teaser als A/B-Test. Welche Variante du siehst, entscheidet das Feature-Flag **home_hero_experiment**.`,
      },
      fallback: {
        name: 'Komponenten-Fallback',
        title: 'Printhaus Wandbilder – Komponenten-Fallback',
        intro: `Der folgende Block verwendet die Komponente **legacy-slider**, die es im Shop nicht mehr gibt. An ihrer Stelle erscheint der Hinweis, dass die Komponente nicht gefunden wurde.`,
        after: `Alles, was nach dem unbekannten Block kommt, wird weiterhin normal angezeigt.`,
      },
    },
  }
}
