// French copy (fr-fr, fr-be).
import {
  expressHours,
  freeShipping,
  samplePrice,
  shippingCost,
  printSize,
} from '../lib/markets.mjs'
import { fromPrice } from '../lib/prices.mjs'

export default function fr(m) {
  const size = (cm) => printSize(cm, m)
  const express = expressHours(m)
  const P = {
    home: '/',
    cards: '/cartes',
    calendar: '/calendrier-photo',
    wallCalendar: '/calendrier-mural',
    deskCalendar: '/calendrier-de-bureau',
    familyPlanner: '/calendrier-familial',
    kitchenCalendar: '/calendrier-de-cuisine',
    appointmentCalendar: '/calendrier-agenda',
    photobook: '/livre-photo',
    prints: '/tirages-photos',
    box: '/box-photos',
    collage: '/pele-mele-photo',
    accessories: '/accessoires-cartes',
    vouchers: '/carte-cadeau',
    redeem: '/utiliser-un-code',
    magazine: '/magazine',
    faq: '/faq',
    account: '/mon-compte',
    cart: '/panier',
    wishlist: '/mon-compte/liste-de-souhaits',
    orders: '/commandes',
    business: '/professionnels',
    shipping: '/livraison',
    payment: '/paiement',
    contact: '/contact',
    about: '/a-propos',
    sustainability: '/developpement-durable',
    jobs: '/carrieres',
    press: '/presse',
    imprint: '/mentions-legales',
    privacy: '/protection-des-donnees',
    terms: '/cgv',
    withdrawal: '/droit-de-retractation',
    app: '/application',
    samples: '/cartes-echantillons',
    occ_birth: '/faire-part-naissance',
    occ_wedding: '/faire-part-mariage',
    occ_birthday: '/cartes-anniversaire',
    occ_baptism: '/faire-part-bapteme',
    occ_communion: '/cartes-communion',
    occ_confirmation: '/cartes-confirmation',
    occ_christmas: '/cartes-de-noel',
    occ_sympathy: '/cartes-de-condoleances',
    occ_thanks: '/cartes-de-remerciement',
    occ_invitation: '/cartes-d-invitation',
    type_folded: '/cartes-pliees',
    type_postcard: '/cartes-postales',
    type_panorama: '/cartes-panoramiques',
    type_foil: '/cartes-dorure',
    canvas: '/impression-sur-toile',
    acrylic: '/impression-plexiglas',
    alu: '/impression-alu-dibond',
    poster: '/posters',
    gallery: '/tirage-galerie',
    hahnemuehle: '/tirage-fine-art',
    forex: '/impression-forex',
    frames: '/cadres-photo',
    wallart: '/deco-murale',
    compare: '/comparatif-materiaux',
  }

  return {
    lang: 'fr',
    paths: P,
    words: {
      home: 'Accueil',
      from: 'dès',
      perCard: 'la carte',
      new: 'Nouveau',
      popular: 'Populaire',
      bestseller: 'Best-seller',
      sale: 'Promo',
      magazine: 'Magazine',
    },
    header: {
      magazine: 'Magazine',
      service: 'Aide & service',
      account: 'Mon compte',
      cart: 'Panier',
    },
    serviceText: 'Conseil personnalisé du lundi au vendredi, de 9 h à 18 h',
    shopLinks: { cards: 'Cartes & cadeaux photo', wallart: 'Déco murale' },
    footer: {
      service: 'Service client',
      about: 'À propos',
      legal: 'Informations légales',
      links: {
        faq: 'Aide & FAQ',
        shipping: 'Livraison & délais',
        payment: 'Moyens de paiement',
        contact: 'Contact',
        business: 'Professionnels',
        about: 'Qui sommes-nous ?',
        sustainability: 'Développement durable',
        jobs: 'Carrières',
        press: 'Presse',
        magazine: 'Magazine',
        imprint: 'Mentions légales',
        privacy: 'Protection des données',
        terms: 'CGV',
        withdrawal: 'Droit de rétractation',
      },
      copyright: '© 2026 Printhaus GmbH · Tous les prix TTC, hors frais de livraison',
    },
    burger: {
      account: 'Mon compte',
      wishlist: 'Ma liste de souhaits',
      orders: 'Mes commandes',
      help: 'Aide & contact',
      app: 'Application Printhaus',
      vouchers: 'Utiliser un bon d’achat',
    },
    // links to the shop's product pages: design groups, photo-box sizes, accessories
    productLinks: {
      sizesByRatio: 'Tous les formats par proportions',
      ratio: 'Proportions {ratio}',
      calendarDesigns: 'Designs de calendrier',
      photobookDesigns: 'Designs de livre photo',
      collageDesigns: 'Designs de pêle-mêle',
      sizes: 'Boîtes à photos et tirages',
      photobox: 'Boîte à photos',
      photoboxMax: 'Boîte à photos MAX',
      prints: 'Tirages photo à l’unité',
      photoboxText: '50 tirages photo dans une boîte',
      photoboxMaxText: '150 tirages photo dans une boîte',
      printsText: 'Chaque photo tirée à l’unité, brillante ou mate',
      accessories: 'Accessoires pour cartes',
      accessoriesText: 'Enveloppes, encarts, sceaux et cartes échantillons gratuites',
      wallartAccessories: 'Accessoires',
      wallartAccessoriesText: 'Boîte cadeau, baguette pour poster et vis de fixation',
      more: 'Accessoires et échantillons',
      photos: '{n} photos',
    },
    nav: {
      cards: 'Cartes',
      occasions: 'Occasions',
      cardTypes: 'Types de cartes',
      allCards: 'Toutes les cartes',
      samples: 'Commander des échantillons',
      calendars: 'Calendriers',
      calendarTypes: 'Types de calendriers',
      allCalendars: 'Tous les calendriers photo',
      photobooks: 'Livres photo',
      prints: 'Tirages & box photos',
      printsShort: 'Tirages photo',
      box: 'Box photos',
      collages: 'Pêle-mêle',
      vouchers: 'Cartes cadeaux',
      magazine: 'Magazine',
      business: 'Professionnels',
      wallart: 'Déco murale',
      allWallart: 'Toute la déco murale',
      materials: 'Matériaux',
      bestseller: 'Best-sellers',
      premium: 'Premium',
      additional: 'Autres produits',
      frames: 'Cadres photo',
      compare: 'Comparatif des matériaux',
    },
    occasions: {
      birth: 'Naissance',
      wedding: 'Mariage',
      birthday: 'Anniversaire',
      baptism: 'Baptême',
      communion: 'Communion',
      confirmation: 'Confirmation',
      christmas: 'Noël',
      sympathy: 'Condoléances',
      thanks: 'Remerciements',
      invitation: 'Invitations',
    },
    cardTypes: {
      folded: 'Cartes pliées',
      postcard: 'Cartes postales',
      panorama: 'Cartes panoramiques',
      foil: 'Cartes avec dorure',
    },
    calendarTypes: {
      wandkalender: 'Calendrier mural',
      tischkalender: 'Calendrier de bureau',
      familienplaner: 'Calendrier familial',
      kuechenkalender: 'Calendrier de cuisine',
      terminkalender: 'Calendrier agenda',
    },
    materials: {
      leinwand: 'Toile',
      acrylglas: 'Plexiglas',
      aludibond: 'Alu-Dibond',
      poster: 'Poster',
      gallerybond: 'Tirage galerie',
      hahnemuehle: 'Hahnemühle FineArt',
      forexplatte: 'Forex',
    },
    frameTypes: {
      wood: 'Cadres en bois',
      alu: 'Cadres en aluminium',
      floater: 'Caisses américaines',
    },
    framePaths: { wood: 'bois', alu: 'aluminium', floater: 'caisse-americaine' },
    printFinishes: { glaenzend: 'Brillant', matt: 'Mat' },
    boxSizes: { small: 'Box photos', large: 'Box photos MAX' },
    actionBar: {
      cards: {
        text: 'Jusqu’à dimanche : -20 % sur tous les calendriers photo avec le code CALENDRIER20',
        path: P.calendar,
      },
      wallart: {
        text: 'Offre de la semaine : jusqu’à -30 % sur les toiles, tous formats',
        path: P.canvas,
      },
    },
    usps: {
      cards: [
        { text: `Livraison offerte dès ${freeShipping(m)}`, icon: 'truck' },
        { text: `Livraison express en ${express} h`, icon: 'clock' },
        { text: 'Jusqu’à 3 cartes échantillons gratuites', icon: 'gift' },
        { text: 'Impression neutre en carbone', icon: 'leaf' },
      ],
      wallart: [
        { text: `Livraison offerte dès ${freeShipping(m, 'wallart')}`, icon: 'truck' },
        { text: 'Contrôle d’image gratuit par nos experts', icon: 'check' },
        { text: 'Emballage renforcé, casse garantie', icon: 'shield' },
        { text: 'Fabriqué à la main dans notre atelier', icon: 'star' },
      ],
    },
    newsletter: {
      headline: 'Idées et bons plans directement dans votre boîte mail',
      text: 'Inscrivez-vous à la newsletter Printhaus et recevez 10 % de réduction sur votre prochaine commande. Désinscription en un clic à tout moment.',
    },

    cards: {
      home: {
        name: 'Accueil',
        title: 'Printhaus – cartes, calendriers photo et cadeaux personnalisés',
        description:
          'Créez vos cartes, calendriers photo, livres photo et tirages avec vos propres photos. Impression soignée et livraison rapide – par Printhaus.',
        hero: {
          img: 'hero-cards-stack',
          headline: 'Des cartes qui viennent du cœur',
          subline:
            'Plus de 3 000 modèles pour toutes les occasions, personnalisés avec vos photos et vos mots en quelques minutes.',
          cta: 'Découvrir les cartes',
          path: P.cards,
        },
        heroB: {
          img: 'hero-calendar-wall',
          headline: 'Votre année en images',
          subline: `Créez dès maintenant votre calendrier photo 2027 – mural, de bureau ou familial, dès ${fromPrice('calendar')}.`,
          cta: 'Créer un calendrier',
          path: P.calendar,
        },
        categoriesHeadline: 'Catégories populaires',
        categories: [
          {
            img: 'tile-card-folded',
            title: 'Cartes',
            text: 'Faire-part, remerciements et vœux pour chaque occasion.',
            path: P.cards,
          },
          {
            img: 'tile-calendar-wall',
            title: 'Calendriers photo',
            text: 'Douze mois de vos plus beaux souvenirs.',
            path: P.calendar,
            label: 'Best-seller',
          },
          {
            img: 'tile-photobook',
            title: 'Livres photo',
            text: 'Vacances, mariage, première année de bébé : à feuilleter sans fin.',
            path: P.photobook,
          },
          {
            img: 'tile-photobox',
            title: 'Tirages & box photos',
            text: 'De vraies photos à toucher, dans une jolie box.',
            path: P.box,
          },
        ],
        productsHeadline: 'Nos coups de cœur',
        products: [
          {
            img: 'tile-calendar-wall',
            name: 'Calendrier mural A4',
            text: 'Papier premium satiné, reliure spirale',
            path: P.calendar,
            sku: 'calendar-wandkalender-a4-hoch',
          },
          {
            img: 'tile-photobook',
            name: 'Livre photo couverture rigide',
            text: '26 pages, jusqu’à 154 pages',
            path: P.photobook,
            from: ['photobook', 'digitalfotobuch'],
          },
          {
            img: 'tile-card-folded',
            name: 'Cartes pliées',
            text: 'Enveloppes incluses, dès 10 cartes',
            path: P.type_folded,
            from: ['card', 'klappkarte-a6'],
          },
          {
            img: 'tile-photo-prints',
            name: `Tirages ${size('15x10')}`,
            text: 'Vrai papier photo, brillant ou mat',
            path: P.prints,
            sku: 'photoprint-glaenzend-15x10',
          },
          {
            img: 'tile-photobox',
            name: 'Box photos',
            text: 'Boîte en bois avec 50 tirages au choix',
            path: P.box,
            from: ['photobox', 'small'],
          },
          {
            img: 'tile-collage',
            name: 'Pêle-mêle photo',
            text: 'Jusqu’à 60 photos sur une seule image',
            path: P.collage,
            from: ['collage'],
          },
        ],
        occasionsHeadline: 'Des cartes pour chaque occasion',
        imageText: {
          img: 'hero-photobook',
          headline: 'Imprimé avec soin depuis 2011',
          text: `Depuis plus de dix ans, nous transformons vos photos en cartes, calendriers et livres que l’on aime tenir entre ses mains. Tout est imprimé dans notre propre imprimerie, à l’électricité verte, sur des papiers certifiés FSC® et avec des encres qui restent éclatantes pendant des années.

Chaque commande est contrôlée à la main avant l’expédition. Et si quelque chose n’est pas parfait, nous réimprimons gratuitement – c’est promis.

[En savoir plus sur Printhaus](${P.about})`,
        },
      },
      error: {
        name: 'Page d’erreur',
        title: 'Page introuvable – Printhaus',
        description: 'Cette page n’a malheureusement pas pu être chargée.',
        hero: {
          img: 'error-empty-frame',
          headline: 'Il n’y a rien à voir ici',
          subline:
            'La page que vous cherchez a été déplacée, renommée ou est temporairement indisponible.',
          cta: 'Retour à l’accueil',
          path: P.home,
        },
        text: `## Que faire maintenant ?

Vérifiez l’adresse saisie ou repartez de notre [page d’accueil](${P.home}). Les réponses aux questions fréquentes sur la commande, la livraison et la création se trouvent dans notre [Aide & FAQ](${P.faq}).

Notre service client est joignable du lundi au vendredi au **${m.hotline}**.`,
        gridHeadline: 'Vous cherchiez peut-être ceci',
      },
      calendar: {
        slug: 'calendrier-photo',
        name: 'Calendrier photo',
        title: `Calendrier photo 2027 personnalisé | Printhaus`,
        description:
          'Créez votre calendrier photo personnalisé : calendrier mural, de bureau, familial ou de cuisine, dans de nombreux formats. Papier premium, expédié en 1 à 3 jours ouvrés.',
        hero: {
          img: 'hero-calendar-wall',
          headline: 'Créez votre calendrier photo 2027',
          subline:
            'Douze mois de souvenirs : avec vos photos préférées, les anniversaires et les jours fériés – imprimé sur papier premium satiné.',
          cta: 'Commencer',
          path: '#calculator',
        },
        intro: `## Un calendrier qui fait plaisir chaque mois

Cadeau pour les grands-parents, organiseur familial pour la cuisine ou calendrier de bureau : chez Printhaus, vous créez votre calendrier photo exactement comme vous le souhaitez. Choisissez le format et le mois de départ, importez vos photos et ajoutez anniversaires, vacances scolaires et jours fériés – notre logiciel peut même mettre en page automatiquement.`,
        calculator: {
          headline: 'Choisissez un format et voyez le prix',
          cta: 'Créer mon calendrier',
          labels: ['Best-seller', 'Nouveau'],
        },
        gridHeadline: 'Trouvez le calendrier qui vous ressemble',
        grid: [
          {
            img: 'tile-calendar-wall',
            title: 'Calendriers muraux',
            text: 'Le classique en A4 et A3, portrait ou paysage.',
            path: P.wallCalendar,
          },
          {
            img: 'tile-calendar-desk',
            title: 'Calendriers de bureau',
            text: 'Compacts, pour le bureau ou le comptoir.',
            path: P.deskCalendar,
          },
          {
            img: 'tile-calendar-family',
            title: 'Calendriers familiaux',
            text: 'Jusqu’à cinq colonnes pour toute la famille.',
            path: P.familyPlanner,
            label: 'Populaire',
          },
          {
            img: 'tile-calendar-kitchen',
            title: 'Calendriers de cuisine',
            text: 'Étroits et pratiques, sur n’importe quelle porte de placard.',
            path: P.kitchenCalendar,
          },
        ],
        imageText: {
          img: 'hero-calendar-desk',
          headline: 'Une qualité qui se voit et se touche',
          text: `Nos calendriers sont imprimés sur un papier premium satiné de 250 g/m². Les couleurs restent éclatantes et l’on écrit facilement sur les pages.

- Mois de départ au choix
- Reliure spirale blanche, noire ou argentée
- Jours fériés ${{ BE: 'belges', CH: 'suisses', LU: 'luxembourgeois' }[m.country] ?? 'français'} sur demande`,
        },
        faqHeadline: 'Questions fréquentes sur le calendrier photo',
        faq: [
          {
            q: 'Puis-je choisir le mois de départ ?',
            a: 'Oui. Votre calendrier peut commencer n’importe quel mois – pratique pour un calendrier scolaire à partir de septembre ou un cadeau d’anniversaire en cours d’année.',
          },
          {
            q: 'Quel est le délai de livraison ?',
            a: `Les calendriers quittent notre imprimerie en 1 à 3 jours ouvrés. Avec la livraison express, votre calendrier arrive en ${express} h.`,
          },
          {
            q: 'Les jours fériés sont-ils déjà indiqués ?',
            a: 'Lors de la création, vous choisissez d’afficher ou non les jours fériés de votre pays. Ajoutez vos propres dates, comme les anniversaires, en quelques clics.',
          },
        ],
      },
      prints: {
        slug: 'tirages-photos',
        name: 'Tirages photo',
        title: `Tirages photo en ligne – vrai papier photo | Printhaus`,
        description: `Développement photo de qualité professionnelle : tirages du ${size('10x10')} au ${size('30x20')} sur vrai papier photo, brillant ou mat. Livraison rapide.`,
        hero: {
          img: 'hero-photo-prints',
          headline: 'Des tirages photo de qualité labo',
          subline:
            'Sortez vos photos du téléphone : développées sur vrai papier photo, en finition brillante ou mate.',
          cta: 'Importer mes photos',
          path: '#calculator',
        },
        intro: `## De vraies photos plutôt qu’un écran

Des milliers de photos dorment dans nos téléphones – et on ne les regarde presque jamais. Nos tirages transforment vos fichiers en souvenirs à toucher, à offrir et à coller dans un album. Chaque image est développée sur un vrai papier photo argentique qui conserve ses couleurs pendant des décennies.`,
        calculator: {
          headline: 'Choisissez le format et la finition',
          cta: 'Importer mes photos',
          labels: ['Best-seller'],
        },
        gridHeadline: 'Allez plus loin avec vos photos',
        grid: [
          {
            img: 'tile-photobox',
            title: 'Box photos',
            text: 'Vos tirages dans une belle boîte en bois.',
            path: P.box,
          },
          {
            img: 'tile-collage',
            title: 'Pêle-mêle photo',
            text: 'Beaucoup de photos, une seule image.',
            path: P.collage,
          },
          {
            img: 'tile-photobook',
            title: 'Livre photo',
            text: 'Toute l’histoire sur 154 pages maximum.',
            path: P.photobook,
          },
        ],
        imageText: {
          img: 'hero-photobox',
          headline: 'Brillant ou mat ?',
          text: `Le **brillant** fait ressortir les couleurs, idéal pour les paysages et les photos de vacances. Le **mat** résiste aux traces de doigts et ne reflète pas la lumière – parfait pour les albums et les cadres.`,
        },
        faqHeadline: 'Questions fréquentes sur les tirages',
        faq: [
          {
            q: 'Quelle résolution faut-il pour mes photos ?',
            a: `Pour un tirage ${size('15x10')}, 1 200 x 1 800 pixels suffisent – n’importe quel smartphone récent y arrive. Si une image est trop petite, notre logiciel vous prévient avant la commande.`,
          },
          {
            q: 'Mes photos seront-elles recadrées ?',
            a: `Le format des photos de smartphone (4:3) diffère légèrement du ${size('15x10')} classique (3:2). À l’import, vous choisissez entre un recadrage plein cadre et une impression complète avec bordure blanche.`,
          },
        ],
      },
      box: {
        slug: 'box-photos',
        name: 'Box photos',
        title: 'Box photos personnalisée avec vos tirages – le cadeau idéal | Printhaus',
        description:
          'La box photos en bois avec vos tirages : couvercle personnalisé, 50 ou 100 photos, un cadeau que l’on ouvre encore et encore.',
        hero: {
          img: 'hero-photobox',
          headline: 'La box photos : des souvenirs à ouvrir',
          subline:
            'Une boîte en bois avec la photo de votre choix sur le couvercle, remplie de vos plus beaux tirages.',
          cta: 'Créer ma box',
          path: '#calculator',
        },
        intro: `## Le cadeau que l’on rouvre sans cesse

La box photos, c’est un album sans pages : vos tirages reposent dans une solide boîte en bouleau dont vous personnalisez le couvercle. Parfait pour un anniversaire de rencontre, un pot de départ ou le souvenir d’un premier voyage à deux.`,
        calculator: {
          headline: 'Choisissez la taille de la box et le format',
          cta: 'Créer ma box',
          labels: ['Best-seller'],
        },
        gridHeadline: 'À associer',
        grid: [
          {
            img: 'tile-photo-prints',
            title: 'Tirages photo',
            text: 'Recommandez dans tous les formats.',
            path: P.prints,
          },
          {
            img: 'tile-voucher',
            title: 'Cartes cadeaux',
            text: 'Laissez-les créer eux-mêmes.',
            path: P.vouchers,
          },
          {
            img: 'tile-collage',
            title: 'Pêle-mêle photo',
            text: 'Les photos de la box, au mur.',
            path: P.collage,
          },
        ],
        imageText: {
          img: 'hero-photo-prints',
          headline: 'Deux tailles, mille possibilités',
          text: `La **box photos** contient jusqu’à 50 tirages ${size('15x10')}, la **box photos MAX** jusqu’à 100. Les deux existent avec couvercle personnalisé et gravure intérieure en option.`,
        },
        faqHeadline: 'Questions fréquentes sur la box photos',
        faq: [
          {
            q: 'Puis-je mélanger plusieurs formats ?',
            a: `Oui, tant que les tirages tiennent dans la boîte. Nous recommandons le ${size('15x10')} et le ${size('13x9')} pour la box, et aussi le ${size('18x13')} pour la box MAX.`,
          },
          {
            q: 'La box est-elle vendue vide ?',
            a: 'La box photos est proposée uniquement avec des tirages, pour que le couvercle et les photos s’accordent parfaitement. Vous choisissez librement le nombre de tirages.',
          },
        ],
      },
      faq: {
        slug: 'faq',
        name: 'Aide & FAQ',
        title: 'Aide & questions fréquentes – service client Printhaus',
        description:
          'Réponses aux questions fréquentes sur la commande, la création, la livraison, le paiement et les réclamations chez Printhaus.',
        hero: {
          img: 'hero-cards-stack',
          headline: 'Comment pouvons-nous vous aider ?',
          subline: `Les réponses aux questions les plus fréquentes – et si vous ne trouvez pas, appelez-nous du lundi au vendredi au ${m.hotline}.`,
        },
        sections: [
          {
            headline: 'Commande & création',
            items: [
              {
                q: 'Puis-je enregistrer ma création et la terminer plus tard ?',
                a: `Oui. Connectez-vous à [votre compte](${P.account}) : votre projet est enregistré automatiquement dans « Mes projets », et vous pouvez le reprendre à tout moment, même sur un autre appareil.`,
              },
              {
                q: 'Puis-je commander des échantillons ?',
                a: `Oui. Jusqu’à 3 cartes échantillons par commande sont gratuites, chaque carte supplémentaire coûte ${samplePrice(m)}.`,
              },
            ],
          },
          {
            headline: 'Livraison & paiement',
            items: [
              {
                q: 'Combien coûte la livraison ?',
                a: `La livraison est offerte dès ${freeShipping(m)} d’achat. En dessous, nous facturons un forfait de ${shippingCost(m)} par commande.`,
              },
              {
                q: 'Quels moyens de paiement acceptez-vous ?',
                a: `Carte bancaire, PayPal, Apple Pay, Google Pay${m.country === 'BE' ? ', Bancontact' : ''} et Klarna.`,
              },
              {
                q: 'Que faire si quelque chose ne va pas ?',
                a: `Contactez notre [service client](${P.contact}) dans les 14 jours avec une photo du produit. En cas de défaut d’impression ou de dommage pendant le transport, nous réimprimons gratuitement ou vous remboursons.`,
              },
            ],
          },
        ],
      },
    },

    wallart: {
      home: {
        name: 'Accueil',
        title: 'Printhaus déco murale – votre photo sur toile, plexiglas et alu',
        description:
          'Votre photo en tableau : toile, plexiglas, Alu-Dibond, poster et tirage galerie dans plus de 100 formats. Fabriqué à la main, bien emballé, livré rapidement.',
        hero: {
          img: 'hero-canvas-livingroom',
          headline: 'Vos photos. Vos murs.',
          subline: `Toile, plexiglas ou aluminium – en qualité galerie, dans plus de 100 formats, livraison offerte dès ${freeShipping(m, 'wallart')}.`,
          cta: 'Créer mon tableau',
          path: P.wallart,
        },
        heroB: {
          img: 'hero-acrylic',
          headline: 'L’éclat sous verre',
          subline: `Des tableaux en plexiglas d’une profondeur saisissante – dès ${fromPrice('wallart', 'acrylglas')}.`,
          cta: 'Découvrir le plexiglas',
          path: P.acrylic,
        },
        categoriesHeadline: 'Quel matériau pour votre photo ?',
        categories: [
          {
            img: 'tile-material-canvas',
            title: 'Toile',
            text: 'Chaleureuse, mate et intemporelle.',
            path: P.canvas,
            label: 'Best-seller',
          },
          {
            img: 'tile-material-acrylic',
            title: 'Plexiglas',
            text: 'Des couleurs lumineuses et profondes.',
            path: P.acrylic,
          },
          {
            img: 'tile-material-alu',
            title: 'Alu-Dibond',
            text: 'Moderne, élégant et très robuste.',
            path: P.alu,
          },
          {
            img: 'tile-material-poster',
            title: 'Poster',
            text: 'Économique, avec ou sans cadre.',
            path: P.poster,
          },
        ],
        productsHeadline: 'Nos tableaux préférés',
        products: [
          {
            img: 'tile-material-canvas',
            name: 'Tableau sur toile',
            text: 'Châssis de 2,5 cm, prêt à accrocher',
            path: P.canvas,
            from: ['wallart', 'leinwand'],
          },
          {
            img: 'tile-material-acrylic',
            name: 'Tableau plexiglas',
            text: 'Plexiglas de 5 mm, fixation invisible',
            path: P.acrylic,
            from: ['wallart', 'acrylglas'],
          },
          {
            img: 'tile-material-alu',
            name: 'Alu-Dibond',
            text: 'Mat ou brossé, 3 mm d’épaisseur',
            path: P.alu,
            from: ['wallart', 'aludibond'],
          },
          {
            img: 'tile-material-poster',
            name: 'Poster',
            text: 'Papier photo premium, jusqu’à 120 x 180 cm',
            path: P.poster,
            from: ['wallart', 'poster'],
          },
          {
            img: 'tile-material-gallery',
            name: 'Tirage galerie',
            text: 'En caisse américaine en chêne',
            path: P.gallery,
            from: ['wallart', 'gallerybond'],
          },
          {
            img: 'tile-frames',
            name: 'Cadres photo',
            text: 'Bois ou aluminium, avec passe-partout',
            path: P.frames,
          },
        ],
        imageText: {
          img: 'hero-wallart-gallery',
          headline: 'Fabriqué à la main dans notre atelier',
          text: `Chaque tableau est réalisé à l’unité : nous tendons les toiles à la main sur des châssis en pin issu de forêts gérées durablement, contrecollons le plexiglas sans bulles et contrôlons chaque image avant de l’emballer.

Notre contrôle d’image gratuit vous indique avant l’impression si votre photo convient au format choisi.

[Comparatif des matériaux](${P.compare})`,
        },
      },
      error: {
        name: 'Page d’erreur',
        title: 'Page introuvable – Printhaus déco murale',
        description: 'Cette page n’a malheureusement pas pu être chargée.',
        hero: {
          img: 'error-empty-frame',
          headline: 'Ce cadre est encore vide',
          subline: 'La page recherchée n’existe plus ou est temporairement indisponible.',
          cta: 'Retour à l’accueil',
          path: P.home,
        },
        text: `## Que faire maintenant ?

Vérifiez l’adresse ou découvrez notre [déco murale](${P.wallart}). Les questions sur les matériaux, les formats et la livraison trouvent leur réponse dans notre [Aide & FAQ](${P.faq}).

Notre service client est joignable du lundi au vendredi au **${m.hotline}**.`,
        gridHeadline: 'Matériaux populaires',
      },
      canvas: {
        slug: 'impression-sur-toile',
        name: 'Impression sur toile',
        title: `Impression sur toile : votre photo sur toile | Printhaus`,
        description:
          'Faites imprimer votre photo sur toile : tendue à la main sur châssis en bois, dans plus de 60 formats du 20 x 30 au 120 x 180 cm. Livrée prête à accrocher.',
        hero: {
          img: 'hero-canvas-livingroom',
          headline: 'Votre photo sur toile',
          subline:
            'Tendue à la main sur un châssis en bois, dans plus de 60 formats – chez vous en 3 à 5 jours ouvrés, prête à accrocher.',
          cta: 'Créer ma toile',
          path: '#calculator',
        },
        intro: `## Pourquoi la toile ?

La toile est le support préféré pour les photos au mur, et pour cause : sa fine texture tissée donne à chaque image un rendu chaleureux, presque pictural, et sa surface mate ne reflète pas la lumière. Nous imprimons avec des encres pigmentaires résistantes à la lumière sur une toile coton-polyester de 380 g/m², tendue à la main.`,
        calculator: {
          headline: 'Choisissez votre format',
          cta: 'Créer ma toile',
          labels: ['Best-seller', 'Meilleur prix'],
        },
        gridHeadline: 'Une toile pour chaque style',
        grid: [
          {
            img: 'tile-material-canvas',
            title: 'Toile classique',
            text: 'Avec châssis de 2,5 cm ou 3,8 cm.',
            path: P.canvas,
          },
          {
            img: 'tile-material-gallery',
            title: 'Toile en caisse américaine',
            text: 'Dans un élégant cadre en bois, avec un jour.',
            path: P.gallery,
            label: 'Premium',
          },
          {
            img: 'tile-collage',
            title: 'Toile pêle-mêle',
            text: 'Plusieurs photos sur une seule toile.',
            path: P.wallart,
          },
        ],
        imageText: {
          img: 'hero-wallart-gallery',
          headline: 'Artisanal jusqu’à l’accroche',
          text: `Chaque toile est tendue à la main et pliée proprement aux angles. Vous choisissez le bord :

- **miroir** – l’image semble se prolonger sur le côté
- **coloré** – blanc, noir ou une couleur de votre photo
- **enveloppé** – l’image passe autour du châssis

Crochets et cales murales sont fournis.`,
        },
        faqHeadline: 'Questions fréquentes sur l’impression sur toile',
        faq: [
          {
            q: 'Quelle résolution pour une toile ?',
            a: 'Pour un 40 x 60 cm, 2 400 x 3 600 pixels suffisent. Une toile se regarde avec un peu de recul et pardonne davantage que le papier photo – notre contrôle d’image gratuit vous prévient si c’est juste.',
          },
          {
            q: 'La toile est-elle prête à accrocher ?',
            a: 'Oui. Chaque toile est livrée avec son système d’accroche monté, deux accroches à partir de 60 cm de large.',
          },
        ],
      },
      wallart: {
        slug: 'deco-murale',
        name: 'Déco murale',
        title: 'Déco murale personnalisée avec vos photos – tous les matériaux | Printhaus',
        description:
          'Vos photos en déco murale : toile, plexiglas, Alu-Dibond, poster, tirage galerie et Hahnemühle FineArt comparés – avec calculateur de prix pour tous les formats.',
        hero: {
          img: 'hero-wallart-gallery',
          headline: 'Une déco murale avec vos photos',
          subline:
            'Sept matériaux, plus de 100 formats et une seule ambition : mettre votre photo en valeur.',
          cta: 'Choisir un matériau',
          path: '#calculator',
        },
        intro: `## Le bon matériau pour chaque image

Les paysages gagnent en douceur sur toile, l’architecture en netteté sur aluminium. Les photos de nuit et les couleurs vives prennent une profondeur presque palpable sous plexiglas, tandis que le noir et blanc révèle toutes ses nuances sur papier Hahnemühle. Le calculateur de prix vous montre tous les matériaux et formats d’un coup d’œil.`,
        calculator: {
          headline: 'Choisissez le matériau et le format',
          cta: 'Créer mon tableau',
          labels: ['Best-seller', 'Meilleur prix'],
        },
        gridHeadline: 'Tous les matériaux',
        grid: [
          {
            img: 'tile-material-canvas',
            title: 'Toile',
            text: 'Le classique à la texture tissée.',
            path: P.canvas,
            label: 'Best-seller',
          },
          {
            img: 'tile-material-acrylic',
            title: 'Plexiglas',
            text: 'Profondeur et éclat.',
            path: P.acrylic,
          },
          {
            img: 'tile-material-alu',
            title: 'Alu-Dibond',
            text: 'Mat, moderne et rigide.',
            path: P.alu,
          },
          {
            img: 'tile-material-gallery',
            title: 'Tirage galerie',
            text: 'En caisse américaine.',
            path: P.gallery,
            label: 'Nouveau',
          },
          {
            img: 'tile-material-hahnemuehle',
            title: 'Hahnemühle FineArt',
            text: 'Qualité musée sur papier d’art.',
            path: P.hahnemuehle,
          },
          {
            img: 'tile-material-forex',
            title: 'Forex',
            text: 'Léger et abordable.',
            path: P.forex,
          },
          {
            img: 'tile-material-poster',
            title: 'Poster',
            text: 'Flexible, avec ou sans cadre.',
            path: P.poster,
          },
          {
            img: 'tile-frames',
            title: 'Cadres photo',
            text: 'Cadres bois et alu sur mesure.',
            path: P.frames,
          },
        ],
        imageText: {
          img: 'hero-framed-poster',
          headline: 'Encadré, c’est encore plus beau',
          text: `Sur demande, nous livrons posters et tirages Hahnemühle encadrés en bois avec passe-partout blanc, et les toiles en caisse américaine. Vous choisissez la couleur et le profil, nous encadrons au millimètre.`,
        },
        faqHeadline: 'Questions fréquentes sur la déco murale',
        faq: [
          {
            q: 'Quel matériau choisir pour ma photo ?',
            a: `En règle générale : la toile pour les images chaleureuses et naturelles, le plexiglas pour les couleurs vives, l’aluminium pour les lignes nettes. Retrouvez notre comparatif détaillé [ici](${P.compare}).`,
          },
          {
            q: 'Comment mon tableau est-il emballé ?',
            a: 'Dans un carton sur mesure avec protections d’angles. Si malgré tout il arrive abîmé, nous le refabriquons gratuitement.',
          },
        ],
      },
      faq: {
        slug: 'faq',
        name: 'Aide & FAQ',
        title: 'Aide & questions fréquentes sur la déco murale – Printhaus',
        description:
          'Réponses sur les matériaux, les formats, l’accrochage, la livraison et les réclamations pour vos tableaux Printhaus.',
        hero: {
          img: 'hero-framed-poster',
          headline: 'Comment pouvons-nous vous aider ?',
          subline: `Matériaux, formats, livraison : trouvez vos réponses ici – ou appelez-nous au ${m.hotline}.`,
        },
        sections: [
          {
            headline: 'Matériaux & qualité',
            items: [
              {
                q: 'Les couleurs tiennent-elles dans le temps ?',
                a: 'Nous imprimons avec des encres pigmentaires résistantes aux UV. Sous un éclairage intérieur normal, les couleurs restent stables pendant des décennies ; évitez tout de même le soleil direct.',
              },
              {
                q: 'Contrôlez-vous ma photo avant l’impression ?',
                a: 'Oui, chaque image passe par notre contrôle gratuit. Si la résolution est trop faible pour le format choisi, nous vous contactons avant l’impression.',
              },
            ],
          },
          {
            headline: 'Livraison & accrochage',
            items: [
              {
                q: 'Quel est le délai de livraison ?',
                a: `Nous fabriquons les tableaux en 2 à 4 jours ouvrés, la livraison prend 1 à 3 jours. Elle est offerte dès ${freeShipping(m, 'wallart')}.`,
              },
              {
                q: 'Le système d’accroche est-il fourni ?',
                a: 'Oui, chaque tableau est livré avec une accroche adaptée déjà montée.',
              },
            ],
          },
        ],
      },
    },
  }
}
