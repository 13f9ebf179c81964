// Italian copy (it-it).
import {
  expressHours,
  freeShipping,
  samplePrice,
  shippingCost,
  printSize,
} from '../lib/markets.mjs'
import { fromPrice } from '../lib/prices.mjs'

export default function it(m) {
  const size = (cm) => printSize(cm, m)
  const express = expressHours(m)
  const P = {
    home: '/',
    cards: '/biglietti',
    calendar: '/calendario-personalizzato',
    wallCalendar: '/calendario-da-parete',
    deskCalendar: '/calendario-da-tavolo',
    familyPlanner: '/planner-familiare',
    kitchenCalendar: '/calendario-da-cucina',
    appointmentCalendar: '/calendario-appuntamenti',
    photobook: '/fotolibro',
    prints: '/stampa-foto',
    box: '/scatola-con-foto',
    collage: '/collage-foto',
    accessories: '/accessori-biglietti',
    vouchers: '/buono-regalo',
    redeem: '/usa-un-codice',
    magazine: '/magazine',
    faq: '/faq',
    account: '/il-mio-account',
    cart: '/carrello',
    wishlist: '/il-mio-account/lista-dei-desideri',
    orders: '/ordini',
    business: '/aziende',
    shipping: '/spedizione',
    payment: '/pagamento',
    contact: '/contatti',
    about: '/chi-siamo',
    sustainability: '/sostenibilita',
    jobs: '/lavora-con-noi',
    press: '/ufficio-stampa',
    imprint: '/note-legali',
    privacy: '/informativa-privacy',
    terms: '/condizioni-di-vendita',
    withdrawal: '/diritto-di-recesso',
    app: '/app',
    samples: '/biglietti-campione',
    occ_birth: '/partecipazioni-nascita',
    occ_wedding: '/partecipazioni-matrimonio',
    occ_birthday: '/biglietti-compleanno',
    occ_baptism: '/biglietti-battesimo',
    occ_communion: '/biglietti-comunione',
    occ_confirmation: '/biglietti-cresima',
    occ_christmas: '/biglietti-natale',
    occ_sympathy: '/biglietti-condoglianze',
    occ_thanks: '/biglietti-ringraziamento',
    occ_invitation: '/inviti',
    type_folded: '/biglietti-pieghevoli',
    type_postcard: '/cartoline',
    type_panorama: '/biglietti-panoramici',
    type_foil: '/biglietti-con-lamina-oro',
    canvas: '/stampa-su-tela',
    acrylic: '/stampa-su-plexiglass',
    alu: '/stampa-su-alluminio',
    poster: '/poster',
    gallery: '/stampa-gallery',
    hahnemuehle: '/stampa-fine-art',
    forex: '/stampa-su-forex',
    frames: '/cornici',
    wallart: '/stampe-da-parete',
    compare: '/confronto-materiali',
  }

  return {
    lang: 'it',
    paths: P,
    words: {
      home: 'Home',
      from: 'da',
      perCard: 'a biglietto',
      new: 'Novità',
      popular: 'Popolare',
      bestseller: 'Più venduto',
      sale: 'Offerta',
      magazine: 'Magazine',
    },
    header: {
      magazine: 'Magazine',
      service: 'Aiuto e assistenza',
      account: 'Il mio account',
      cart: 'Carrello',
    },
    serviceText: 'Consulenza personale dal lunedì al venerdì, dalle 9 alle 18',
    shopLinks: { cards: 'Biglietti e regali foto', wallart: 'Stampe da parete' },
    footer: {
      service: 'Assistenza',
      about: 'Chi siamo',
      legal: 'Note legali',
      links: {
        faq: 'Aiuto e FAQ',
        shipping: 'Spedizione e tempi di consegna',
        payment: 'Metodi di pagamento',
        contact: 'Contatti',
        business: 'Clienti aziendali',
        about: 'Chi è Printhaus',
        sustainability: 'Sostenibilità',
        jobs: 'Lavora con noi',
        press: 'Ufficio stampa',
        magazine: 'Magazine',
        imprint: 'Note legali',
        privacy: 'Informativa sulla privacy',
        terms: 'Condizioni di vendita',
        withdrawal: 'Diritto di recesso',
      },
      copyright: '© 2026 Printhaus GmbH · Prezzi IVA inclusa, spese di spedizione escluse',
    },
    burger: {
      account: 'Il mio account',
      wishlist: 'Lista dei desideri',
      orders: 'I miei ordini',
      help: 'Aiuto e contatti',
      app: 'App Printhaus',
      vouchers: 'Usa un buono regalo',
    },
    // links to the shop's product pages: design groups, photo-box sizes, accessories
    productLinks: {
      sizesByRatio: 'Tutti i formati per proporzioni',
      ratio: 'Proporzioni {ratio}',
      calendarDesigns: 'Design dei calendari',
      photobookDesigns: 'Design dei fotolibri',
      collageDesigns: 'Design dei collage',
      sizes: 'Scatole con foto e stampe',
      photobox: 'Scatola con foto',
      photoboxMax: 'Scatola con foto MAX',
      prints: 'Stampe fotografiche singole',
      photoboxText: '50 stampe fotografiche in una scatola',
      photoboxMaxText: '150 stampe fotografiche in una scatola',
      printsText: 'Ogni foto stampata singolarmente, lucida o opaca',
      accessories: 'Accessori per biglietti',
      accessoriesText: 'Buste, inserti, sigilli e biglietti campione gratuiti',
      wallartAccessories: 'Accessori',
      wallartAccessoriesText: 'Scatola regalo, barra per poster e viti per appendere',
      more: 'Accessori e campioni',
      photos: '{n} foto',
    },
    nav: {
      cards: 'Biglietti',
      occasions: 'Occasioni',
      cardTypes: 'Tipi di biglietto',
      allCards: 'Tutti i biglietti',
      samples: 'Ordina biglietti campione',
      calendars: 'Calendari',
      calendarTypes: 'Tipi di calendario',
      allCalendars: 'Tutti i calendari foto',
      photobooks: 'Fotolibri',
      prints: 'Stampe e scatole foto',
      printsShort: 'Stampe foto',
      box: 'Scatola con foto',
      collages: 'Collage',
      vouchers: 'Buoni regalo',
      magazine: 'Magazine',
      business: 'Clienti aziendali',
      wallart: 'Stampe da parete',
      allWallart: 'Tutte le stampe da parete',
      materials: 'Materiali',
      bestseller: 'Più venduti',
      premium: 'Premium',
      additional: 'Altri prodotti',
      frames: 'Cornici',
      compare: 'Confronto dei materiali',
    },
    occasions: {
      birth: 'Nascita',
      wedding: 'Matrimonio',
      birthday: 'Compleanno',
      baptism: 'Battesimo',
      communion: 'Comunione',
      confirmation: 'Cresima',
      christmas: 'Natale',
      sympathy: 'Condoglianze',
      thanks: 'Ringraziamenti',
      invitation: 'Inviti',
    },
    cardTypes: {
      folded: 'Biglietti pieghevoli',
      postcard: 'Cartoline',
      panorama: 'Biglietti panoramici',
      foil: 'Biglietti con lamina oro',
    },
    calendarTypes: {
      wandkalender: 'Calendario da parete',
      tischkalender: 'Calendario da tavolo',
      familienplaner: 'Planner familiare',
      kuechenkalender: 'Calendario da cucina',
      terminkalender: 'Calendario appuntamenti',
    },
    materials: {
      leinwand: 'Tela',
      acrylglas: 'Plexiglass',
      aludibond: 'Alluminio Dibond',
      poster: 'Poster',
      gallerybond: 'Stampa gallery',
      hahnemuehle: 'Hahnemühle FineArt',
      forexplatte: 'Forex',
    },
    frameTypes: {
      wood: 'Cornici in legno',
      alu: 'Cornici in alluminio',
      floater: 'Cornici a cassetta',
    },
    framePaths: { wood: 'legno', alu: 'alluminio', floater: 'a-cassetta' },
    printFinishes: { glaenzend: 'Lucida', matt: 'Opaca' },
    boxSizes: { small: 'Scatola con foto', large: 'Scatola con foto MAX' },
    actionBar: {
      cards: {
        text: 'Solo fino a domenica: -20% su tutti i calendari foto con il codice CALENDARIO20',
        path: P.calendar,
      },
      wallart: {
        text: 'Offerta della settimana: fino al 30% di sconto sulle stampe su tela',
        path: P.canvas,
      },
    },
    usps: {
      cards: [
        { text: `Spedizione gratuita da ${freeShipping(m)}`, icon: 'truck' },
        { text: `Spedizione express in ${express} ore`, icon: 'clock' },
        { text: 'Fino a 3 biglietti campione gratis', icon: 'gift' },
        { text: 'Stampa a impatto climatico zero', icon: 'leaf' },
      ],
      wallart: [
        { text: `Spedizione gratuita da ${freeShipping(m, 'wallart')}`, icon: 'truck' },
        { text: 'Controllo gratuito dell’immagine', icon: 'check' },
        { text: 'Imballaggio sicuro, garanzia contro la rottura', icon: 'shield' },
        { text: 'Realizzato a mano nel nostro laboratorio', icon: 'star' },
      ],
    },
    newsletter: {
      headline: 'Idee e offerte direttamente nella tua casella di posta',
      text: 'Iscriviti alla newsletter di Printhaus e ricevi il 10% di sconto sul tuo prossimo ordine. Puoi annullare l’iscrizione in qualsiasi momento con un clic.',
    },

    cards: {
      home: {
        name: 'Home',
        title: 'Printhaus – biglietti, calendari foto e regali personalizzati',
        description:
          'Crea biglietti, calendari foto, fotolibri e stampe con le tue foto. Stampa di qualità e consegna veloce – con Printhaus.',
        hero: {
          img: 'hero-cards-stack',
          headline: 'Biglietti che vengono dal cuore',
          subline:
            'Oltre 3.000 modelli per ogni occasione, personalizzati con le tue foto e le tue parole in pochi minuti.',
          cta: 'Scopri i biglietti',
          path: P.cards,
        },
        heroB: {
          img: 'hero-calendar-wall',
          headline: 'Il tuo anno in immagini',
          subline: `Crea ora il tuo calendario foto 2027: da parete, da tavolo o planner familiare, da ${fromPrice('calendar')}.`,
          cta: 'Crea un calendario',
          path: P.calendar,
        },
        categoriesHeadline: 'Categorie più amate',
        categories: [
          {
            img: 'tile-card-folded',
            title: 'Biglietti',
            text: 'Inviti, ringraziamenti e auguri per ogni occasione.',
            path: P.cards,
          },
          {
            img: 'tile-calendar-wall',
            title: 'Calendari foto',
            text: 'Dodici mesi dei tuoi momenti più belli.',
            path: P.calendar,
            label: 'Più venduto',
          },
          {
            img: 'tile-photobook',
            title: 'Fotolibri',
            text: 'Vacanze, matrimonio, il primo anno del bebè: da sfogliare.',
            path: P.photobook,
          },
          {
            img: 'tile-photobox',
            title: 'Stampe e scatole foto',
            text: 'Foto vere da toccare, in una bella scatola.',
            path: P.box,
          },
        ],
        productsHeadline: 'I preferiti dai clienti',
        products: [
          {
            img: 'tile-calendar-wall',
            name: 'Calendario da parete A4',
            text: 'Carta premium satinata, rilegatura a spirale',
            path: P.calendar,
            sku: 'calendar-wandkalender-a4-hoch',
          },
          {
            img: 'tile-photobook',
            name: 'Fotolibro copertina rigida',
            text: '26 pagine, fino a 154 pagine',
            path: P.photobook,
            from: ['photobook', 'digitalfotobuch'],
          },
          {
            img: 'tile-card-folded',
            name: 'Biglietti pieghevoli',
            text: 'Buste incluse, da 10 pezzi',
            path: P.type_folded,
            from: ['card', 'klappkarte-a6'],
          },
          {
            img: 'tile-photo-prints',
            name: `Stampe ${size('15x10')}`,
            text: 'Vera carta fotografica, lucida o opaca',
            path: P.prints,
            sku: 'photoprint-glaenzend-15x10',
          },
          {
            img: 'tile-photobox',
            name: 'Scatola con foto',
            text: 'Scatola in legno con 50 stampe a scelta',
            path: P.box,
            from: ['photobox', 'small'],
          },
          {
            img: 'tile-collage',
            name: 'Collage foto',
            text: 'Fino a 60 foto in un’unica immagine',
            path: P.collage,
            from: ['collage'],
          },
        ],
        occasionsHeadline: 'Biglietti per ogni occasione',
        imageText: {
          img: 'hero-photobook',
          headline: 'Stampato con cura dal 2011',
          text: `Da oltre dieci anni trasformiamo le tue foto in biglietti, calendari e libri che fa piacere tenere in mano. Stampiamo nella nostra tipografia con energia verde, su carte certificate FSC® e con inchiostri che restano brillanti per anni.

Controlliamo a mano ogni ordine prima della spedizione. E se qualcosa non va, ristampiamo gratuitamente – promesso.

[Scopri di più su Printhaus](${P.about})`,
        },
      },
      error: {
        name: 'Pagina di errore',
        title: 'Pagina non trovata – Printhaus',
        description: 'Purtroppo non è stato possibile caricare questa pagina.',
        hero: {
          img: 'error-empty-frame',
          headline: 'Qui non c’è niente, purtroppo',
          subline:
            'La pagina che cerchi è stata spostata, rinominata o non è momentaneamente disponibile.',
          cta: 'Torna alla home',
          path: P.home,
        },
        text: `## Come proseguire?

Controlla l’indirizzo oppure riparti dalla nostra [home page](${P.home}). Le risposte alle domande più frequenti su ordini, spedizione e creazione sono nella sezione [Aiuto e FAQ](${P.faq}).

Il nostro servizio clienti è raggiungibile dal lunedì al venerdì al numero **${m.hotline}**.`,
        gridHeadline: 'Forse cercavi questo',
      },
      calendar: {
        slug: 'calendario-personalizzato',
        name: 'Calendario personalizzato',
        title: `Calendario personalizzato 2027 con le tue foto | Printhaus`,
        description:
          'Crea il tuo calendario personalizzato con foto: da parete, da tavolo, planner familiare o da cucina, in tanti formati. Carta premium, spedito in 1–3 giorni lavorativi.',
        hero: {
          img: 'hero-calendar-wall',
          headline: 'Crea il tuo calendario 2027',
          subline:
            'Dodici mesi di ricordi: con le tue foto preferite, i compleanni e le festività, stampati su carta premium satinata.',
          cta: 'Inizia ora',
          path: '#calculator',
        },
        intro: `## Un calendario che regala un sorriso ogni mese

Come regalo per i nonni, come planner familiare in cucina o come calendario da tavolo in ufficio: con Printhaus crei il tuo calendario personalizzato esattamente come lo desideri. Scegli formato e mese di inizio, carica le tue foto e aggiungi compleanni, vacanze e festività – il nostro editor può anche impaginare tutto automaticamente.`,
        calculator: {
          headline: 'Scegli il formato e scopri il prezzo',
          cta: 'Crea il tuo calendario',
          labels: ['Più venduto', 'Novità'],
        },
        gridHeadline: 'Trova il calendario giusto',
        grid: [
          {
            img: 'tile-calendar-wall',
            title: 'Calendari da parete',
            text: 'Il classico in A4 e A3, verticale o orizzontale.',
            path: P.wallCalendar,
          },
          {
            img: 'tile-calendar-desk',
            title: 'Calendari da tavolo',
            text: 'Compatti, per scrivania e bancone.',
            path: P.deskCalendar,
          },
          {
            img: 'tile-calendar-family',
            title: 'Planner familiari',
            text: 'Fino a cinque colonne per gli impegni di tutta la famiglia.',
            path: P.familyPlanner,
            label: 'Popolare',
          },
          {
            img: 'tile-calendar-kitchen',
            title: 'Calendari da cucina',
            text: 'Stretti e pratici, stanno su ogni anta.',
            path: P.kitchenCalendar,
          },
        ],
        imageText: {
          img: 'hero-calendar-desk',
          headline: 'Qualità che si vede e si sente',
          text: `Stampiamo i nostri calendari su carta premium satinata da 250 g/m². I colori restano brillanti e sulle pagine si scrive facilmente.

- Mese di inizio a scelta
- Spirale bianca, nera o argento
- Festività ${m.country === 'CH' ? 'svizzere' : 'italiane'} su richiesta`,
        },
        faqHeadline: 'Domande frequenti sul calendario personalizzato',
        faq: [
          {
            q: 'Posso scegliere il mese di inizio?',
            a: 'Sì. Il calendario può iniziare da qualsiasi mese: comodo per un calendario scolastico da settembre o per un regalo di compleanno a metà anno.',
          },
          {
            q: 'Quanto tempo richiede la consegna?',
            a: `I calendari lasciano la nostra tipografia in 1–3 giorni lavorativi. Con la spedizione express il tuo calendario arriva in ${express} ore.`,
          },
        ],
      },
      prints: {
        slug: 'stampa-foto',
        name: 'Stampa foto',
        title: `Stampa foto online su vera carta fotografica | Printhaus`,
        description: `Stampa le tue foto in qualità professionale: formati da ${size('10x10')} a ${size('30x20')} su vera carta fotografica, lucida o opaca. Consegna veloce.`,
        hero: {
          img: 'hero-photo-prints',
          headline: 'Stampe foto di qualità professionale',
          subline:
            'Porta le tue foto dallo smartphone tra le tue mani: sviluppate su vera carta fotografica, lucida o opaca.',
          cta: 'Carica le foto',
          path: '#calculator',
        },
        intro: `## Foto vere invece di uno schermo

Migliaia di foto restano nel telefono e non le guardiamo quasi mai. Le nostre stampe trasformano i file in ricordi da toccare, regalare e incollare nell’album. Ogni immagine viene sviluppata su vera carta fotografica ai sali d’argento, che mantiene i colori per decenni.`,
        calculator: {
          headline: 'Scegli formato e finitura',
          cta: 'Carica le foto',
          labels: ['Più venduto'],
        },
        gridHeadline: 'Fai di più con le tue foto',
        grid: [
          {
            img: 'tile-photobox',
            title: 'Scatola con foto',
            text: 'Le tue stampe in un’elegante scatola di legno.',
            path: P.box,
          },
          {
            img: 'tile-collage',
            title: 'Collage foto',
            text: 'Tante foto, un’unica immagine.',
            path: P.collage,
          },
          {
            img: 'tile-photobook',
            title: 'Fotolibro',
            text: 'Tutta la storia in fino a 154 pagine.',
            path: P.photobook,
          },
        ],
        imageText: {
          img: 'hero-photobox',
          headline: 'Lucida o opaca?',
          text: `La finitura **lucida** fa risaltare i colori ed è ideale per paesaggi e foto delle vacanze. Quella **opaca** non trattiene le impronte e non riflette la luce – perfetta per album e cornici.`,
        },
        faqHeadline: 'Domande frequenti sulle stampe',
        faq: [
          {
            q: 'Che risoluzione devono avere le mie foto?',
            a: `Per una stampa ${size('15x10')} bastano 1.200 x 1.800 pixel: ci arriva qualsiasi smartphone recente. Se un’immagine è troppo piccola, il nostro editor te lo segnala prima dell’ordine.`,
          },
          {
            q: 'Le mie foto verranno tagliate?',
            a: `Le foto dello smartphone (4:3) hanno proporzioni leggermente diverse dal classico ${size('15x10')} (3:2). Al caricamento scegli se rifilare l’immagine o stamparla intera con un bordo bianco.`,
          },
        ],
      },
      box: {
        slug: 'scatola-con-foto',
        name: 'Scatola con foto',
        title: 'Scatola con foto personalizzata – il regalo che emoziona | Printhaus',
        description:
          'La scatola in legno con le tue stampe: coperchio personalizzato, 50 o 100 foto, un regalo da aprire e riaprire.',
        hero: {
          img: 'hero-photobox',
          headline: 'La scatola con foto: ricordi da aprire',
          subline:
            'Una scatola in legno con la foto che preferisci sul coperchio, piena delle tue stampe più belle.',
          cta: 'Crea la tua scatola',
          path: '#calculator',
        },
        intro: `## Il regalo che si riapre ogni volta

La scatola con foto è un album senza pagine: le stampe sono custodite in una solida scatola di betulla con il coperchio personalizzato. Perfetta per un anniversario, per salutare un collega o per ricordare il primo viaggio insieme.`,
        calculator: {
          headline: 'Scegli la scatola e il formato delle stampe',
          cta: 'Crea la tua scatola',
          labels: ['Più venduto'],
        },
        gridHeadline: 'Da abbinare',
        grid: [
          {
            img: 'tile-photo-prints',
            title: 'Stampe foto',
            text: 'Riordina in tutti i formati.',
            path: P.prints,
          },
          {
            img: 'tile-voucher',
            title: 'Buoni regalo',
            text: 'Lascia che siano loro a creare.',
            path: P.vouchers,
          },
          {
            img: 'tile-collage',
            title: 'Collage foto',
            text: 'Le foto della scatola, appese al muro.',
            path: P.collage,
          },
        ],
        imageText: {
          img: 'hero-photo-prints',
          headline: 'Due misure, tante possibilità',
          text: `La **scatola con foto** contiene fino a 50 stampe ${size('15x10')}, la **scatola con foto MAX** fino a 100. Entrambe sono disponibili con coperchio personalizzato e incisione interna opzionale.`,
        },
        faqHeadline: 'Domande frequenti sulla scatola con foto',
        faq: [
          {
            q: 'Posso combinare formati diversi?',
            a: `Sì, purché le stampe entrino nella scatola. Per la scatola consigliamo ${size('15x10')} e ${size('13x9')}, per la versione MAX anche ${size('18x13')}.`,
          },
        ],
      },
      faq: {
        slug: 'faq',
        name: 'Aiuto e FAQ',
        title: 'Aiuto e domande frequenti – servizio clienti Printhaus',
        description:
          'Risposte alle domande più frequenti su ordini, creazione, spedizione, pagamento e reclami da Printhaus.',
        hero: {
          img: 'hero-cards-stack',
          headline: 'Come possiamo aiutarti?',
          subline: `Le risposte alle domande più frequenti – e se non trovi quello che cerchi, chiamaci dal lunedì al venerdì al ${m.hotline}.`,
        },
        sections: [
          {
            headline: 'Ordine e creazione',
            items: [
              {
                q: 'Posso salvare il mio progetto e finirlo più tardi?',
                a: `Sì. Accedi al [tuo account](${P.account}) e il progetto viene salvato automaticamente in «I miei progetti»: puoi riprenderlo quando vuoi, anche da un altro dispositivo.`,
              },
              {
                q: 'Posso ordinare dei biglietti campione?',
                a: `Sì. Fino a 3 biglietti campione per ordine sono gratuiti, ogni biglietto in più costa ${samplePrice(m)}.`,
              },
            ],
          },
          {
            headline: 'Spedizione e pagamento',
            items: [
              {
                q: 'Quanto costa la spedizione?',
                a: `La spedizione è gratuita per ordini da ${freeShipping(m)}. Al di sotto applichiamo un importo forfettario di ${shippingCost(m)}.`,
              },
              {
                q: 'Quali metodi di pagamento accettate?',
                a: 'Carta di credito, PayPal, Apple Pay, Google Pay, Satispay e Klarna.',
              },
              {
                q: 'Cosa faccio se qualcosa non va?',
                a: `Contatta il nostro [servizio clienti](${P.contact}) entro 14 giorni con una foto del prodotto. In caso di difetti di stampa o danni da trasporto ristampiamo gratuitamente o ti rimborsiamo.`,
              },
            ],
          },
        ],
      },
    },

    wallart: {
      home: {
        name: 'Home',
        title: 'Printhaus stampe da parete – la tua foto su tela, plexiglass e alluminio',
        description:
          'La tua foto come quadro: tela, plexiglass, alluminio Dibond, poster e stampa gallery in oltre 100 formati. Fatto a mano, imballato con cura, consegnato velocemente.',
        hero: {
          img: 'hero-canvas-livingroom',
          headline: 'Le tue foto. Le tue pareti.',
          subline: `Tela, plexiglass o alluminio – in qualità da galleria, in oltre 100 formati e con spedizione gratuita da ${freeShipping(m, 'wallart')}.`,
          cta: 'Crea il tuo quadro',
          path: P.wallart,
        },
        heroB: {
          img: 'hero-acrylic',
          headline: 'Brillantezza sotto vetro',
          subline: `Stampe su plexiglass con un effetto di profondità unico – da ${fromPrice('wallart', 'acrylglas')}.`,
          cta: 'Scopri il plexiglass',
          path: P.acrylic,
        },
        categoriesHeadline: 'Quale materiale per la tua foto?',
        categories: [
          {
            img: 'tile-material-canvas',
            title: 'Tela',
            text: 'Calda, opaca e senza tempo.',
            path: P.canvas,
            label: 'Più venduto',
          },
          {
            img: 'tile-material-acrylic',
            title: 'Plexiglass',
            text: 'Colori luminosi e profondi.',
            path: P.acrylic,
          },
          {
            img: 'tile-material-alu',
            title: 'Alluminio Dibond',
            text: 'Moderno, elegante e robustissimo.',
            path: P.alu,
          },
          {
            img: 'tile-material-poster',
            title: 'Poster',
            text: 'Conveniente, con o senza cornice.',
            path: P.poster,
          },
        ],
        productsHeadline: 'Le stampe più amate',
        products: [
          {
            img: 'tile-material-canvas',
            name: 'Stampa su tela',
            text: 'Telaio da 2,5 cm, pronta da appendere',
            path: P.canvas,
            from: ['wallart', 'leinwand'],
          },
          {
            img: 'tile-material-acrylic',
            name: 'Stampa su plexiglass',
            text: 'Plexiglass da 5 mm, fissaggio invisibile',
            path: P.acrylic,
            from: ['wallart', 'acrylglas'],
          },
          {
            img: 'tile-material-alu',
            name: 'Alluminio Dibond',
            text: 'Opaco o spazzolato, spessore 3 mm',
            path: P.alu,
            from: ['wallart', 'aludibond'],
          },
          {
            img: 'tile-material-poster',
            name: 'Poster',
            text: 'Carta fotografica premium, fino a 120 x 180 cm',
            path: P.poster,
            from: ['wallart', 'poster'],
          },
          {
            img: 'tile-material-gallery',
            name: 'Stampa gallery',
            text: 'Con cornice a cassetta in rovere',
            path: P.gallery,
            from: ['wallart', 'gallerybond'],
          },
          {
            img: 'tile-frames',
            name: 'Cornici',
            text: 'Legno o alluminio, con passe-partout',
            path: P.frames,
          },
        ],
        imageText: {
          img: 'hero-wallart-gallery',
          headline: 'Fatto a mano nel nostro laboratorio',
          text: `Ogni quadro viene realizzato singolarmente: tendiamo le tele a mano su telai in pino da foreste gestite in modo sostenibile, applichiamo il plexiglass senza bolle e controlliamo ogni immagine prima di imballarla.

Il nostro controllo gratuito dell’immagine ti dice prima della stampa se la foto è adatta al formato scelto.

[Confronto dei materiali](${P.compare})`,
        },
      },
      error: {
        name: 'Pagina di errore',
        title: 'Pagina non trovata – Printhaus stampe da parete',
        description: 'Purtroppo non è stato possibile caricare questa pagina.',
        hero: {
          img: 'error-empty-frame',
          headline: 'Questa cornice è ancora vuota',
          subline: 'La pagina che cerchi non esiste più o non è momentaneamente disponibile.',
          cta: 'Torna alla home',
          path: P.home,
        },
        text: `## Come proseguire?

Controlla l’indirizzo oppure scopri le nostre [stampe da parete](${P.wallart}). Le domande su materiali, formati e spedizione trovano risposta in [Aiuto e FAQ](${P.faq}).

Il servizio clienti è raggiungibile dal lunedì al venerdì al numero **${m.hotline}**.`,
        gridHeadline: 'Materiali più amati',
      },
      canvas: {
        slug: 'stampa-su-tela',
        name: 'Stampa su tela',
        title: `Stampa su tela: la tua foto su tela | Printhaus`,
        description:
          'Stampa la tua foto su tela: tesa a mano su telaio in legno, in oltre 60 formati da 20 x 30 a 120 x 180 cm. Consegnata pronta da appendere.',
        hero: {
          img: 'hero-canvas-livingroom',
          headline: 'La tua foto su tela',
          subline:
            'Tesa a mano su un telaio in legno, in oltre 60 formati – a casa tua in 3–5 giorni lavorativi, pronta da appendere.',
          cta: 'Crea la tua tela',
          path: '#calculator',
        },
        intro: `## Perché la tela?

La tela è il materiale preferito per le foto da appendere, e non a caso: la sua trama sottile dona a ogni immagine un aspetto caldo e pittorico, e la superficie opaca non crea riflessi. Stampiamo con inchiostri a pigmenti resistenti alla luce su tela in misto cotone da 380 g/m² e tendiamo ogni quadro a mano.`,
        calculator: {
          headline: 'Scegli il formato',
          cta: 'Crea la tua tela',
          labels: ['Più venduto', 'Miglior prezzo'],
        },
        gridHeadline: 'Una tela per ogni stile',
        grid: [
          {
            img: 'tile-material-canvas',
            title: 'Tela classica',
            text: 'Con telaio da 2,5 o 3,8 cm.',
            path: P.canvas,
          },
          {
            img: 'tile-material-gallery',
            title: 'Tela con cornice a cassetta',
            text: 'In un’elegante cornice di legno con filo d’ombra.',
            path: P.gallery,
            label: 'Premium',
          },
          {
            img: 'tile-collage',
            title: 'Collage su tela',
            text: 'Più foto su un’unica tela.',
            path: P.wallart,
          },
        ],
        imageText: {
          img: 'hero-wallart-gallery',
          headline: 'Artigianale fino al gancio',
          text: `Ogni tela viene tesa a mano e piegata con cura negli angoli. Il bordo lo scegli tu:

- **a specchio** – l’immagine sembra continuare sul lato
- **colorato** – bianco, nero o un colore della tua foto
- **avvolto** – l’immagine gira intorno al telaio

Ganci e distanziatori sono inclusi.`,
        },
        faqHeadline: 'Domande frequenti sulla stampa su tela',
        faq: [
          {
            q: 'Che risoluzione serve per una tela?',
            a: 'Per un 40 x 60 cm bastano 2.400 x 3.600 pixel. La tela si guarda da una certa distanza ed è più indulgente della carta fotografica: il nostro controllo gratuito ti avvisa se la risoluzione è al limite.',
          },
          {
            q: 'La tela è pronta da appendere?',
            a: 'Sì. Ogni tela viene consegnata con il gancio già montato, dai 60 cm di larghezza con due ganci.',
          },
        ],
      },
      wallart: {
        slug: 'stampe-da-parete',
        name: 'Stampe da parete',
        title: 'Stampe da parete personalizzate con le tue foto – tutti i materiali | Printhaus',
        description:
          'Le tue foto come stampe da parete: tela, plexiglass, alluminio Dibond, poster, stampa gallery e Hahnemühle FineArt a confronto, con calcolatore di prezzo.',
        hero: {
          img: 'hero-wallart-gallery',
          headline: 'Stampe da parete con le tue foto',
          subline:
            'Sette materiali, oltre 100 formati e un solo obiettivo: valorizzare al massimo la tua immagine.',
          cta: 'Scegli il materiale',
          path: '#calculator',
        },
        intro: `## Il materiale giusto per ogni immagine

I paesaggi diventano caldi e sereni su tela, l’architettura nitida e moderna su alluminio. Le foto notturne e i colori intensi acquistano una profondità quasi tangibile sotto il plexiglass, mentre il bianco e nero rivela tutte le sue sfumature su carta Hahnemühle. Il calcolatore mostra tutti i materiali e i formati a colpo d’occhio.`,
        calculator: {
          headline: 'Scegli materiale e formato',
          cta: 'Crea il tuo quadro',
          labels: ['Più venduto', 'Miglior prezzo'],
        },
        gridHeadline: 'Tutti i materiali',
        grid: [
          {
            img: 'tile-material-canvas',
            title: 'Tela',
            text: 'Il classico con trama.',
            path: P.canvas,
            label: 'Più venduto',
          },
          {
            img: 'tile-material-acrylic',
            title: 'Plexiglass',
            text: 'Profondità e brillantezza.',
            path: P.acrylic,
          },
          {
            img: 'tile-material-alu',
            title: 'Alluminio Dibond',
            text: 'Opaco, moderno e rigido.',
            path: P.alu,
          },
          {
            img: 'tile-material-gallery',
            title: 'Stampa gallery',
            text: 'Con cornice a cassetta.',
            path: P.gallery,
            label: 'Novità',
          },
          {
            img: 'tile-material-hahnemuehle',
            title: 'Hahnemühle FineArt',
            text: 'Qualità da museo su carta artistica.',
            path: P.hahnemuehle,
          },
          {
            img: 'tile-material-forex',
            title: 'Forex',
            text: 'Leggero ed economico.',
            path: P.forex,
          },
          {
            img: 'tile-material-poster',
            title: 'Poster',
            text: 'Flessibile, con o senza cornice.',
            path: P.poster,
          },
          {
            img: 'tile-frames',
            title: 'Cornici',
            text: 'Cornici in legno e alluminio su misura.',
            path: P.frames,
          },
        ],
        imageText: {
          img: 'hero-framed-poster',
          headline: 'Con la cornice è un’altra cosa',
          text: `Su richiesta consegniamo poster e stampe Hahnemühle già incorniciati in legno con passe-partout bianco, e le tele con cornice a cassetta. Tu scegli colore e profilo, noi incorniciamo al millimetro.`,
        },
        faqHeadline: 'Domande frequenti sulle stampe da parete',
        faq: [
          {
            q: 'Quale materiale scegliere per la mia foto?',
            a: `In linea di massima: tela per immagini calde e naturali, plexiglass per colori intensi, alluminio per linee pulite. Trovi un confronto dettagliato [qui](${P.compare}).`,
          },
          {
            q: 'Come viene imballato il quadro?',
            a: 'In una scatola su misura con paraspigoli. Se dovesse comunque arrivare danneggiato, lo rifacciamo gratuitamente.',
          },
        ],
      },
      faq: {
        slug: 'faq',
        name: 'Aiuto e FAQ',
        title: 'Aiuto e domande frequenti sulle stampe da parete – Printhaus',
        description:
          'Risposte su materiali, formati, montaggio, spedizione e reclami per le tue stampe da parete Printhaus.',
        hero: {
          img: 'hero-framed-poster',
          headline: 'Come possiamo aiutarti?',
          subline: `Domande su materiali, formati o consegna? Trovi qui le risposte – oppure chiamaci al ${m.hotline}.`,
        },
        sections: [
          {
            headline: 'Materiali e qualità',
            items: [
              {
                q: 'Quanto durano i colori?',
                a: 'Stampiamo con inchiostri a pigmenti resistenti ai raggi UV. Con la normale illuminazione domestica i colori restano stabili per decenni; evita comunque la luce diretta del sole.',
              },
              {
                q: 'Controllate la mia foto prima della stampa?',
                a: 'Sì, ogni immagine passa dal nostro controllo gratuito. Se la risoluzione è troppo bassa per il formato scelto, ti contattiamo prima della stampa.',
              },
            ],
          },
          {
            headline: 'Spedizione e montaggio',
            items: [
              {
                q: 'Quanto tempo richiede la consegna?',
                a: `Realizziamo i quadri in 2–4 giorni lavorativi, la consegna richiede 1–3 giorni. La spedizione è gratuita da ${freeShipping(m, 'wallart')}.`,
              },
              {
                q: 'Il gancio è incluso?',
                a: 'Sì, ogni quadro viene consegnato con un gancio adatto già montato.',
              },
            ],
          },
        ],
      },
    },
  }
}
