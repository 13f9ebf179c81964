// Dutch copy of the catalogue, service, company, legal and magazine pages (lib/catalogue.mjs).
import { money, freeShipping, samplePrice, shippingCost } from '../../lib/markets.mjs'

export default function catalogue(m, c) {
  const P = c.paths
  const eur = (n) => money(n, m) // amounts are written in euro and shown in the market's currency
  const be = m.country === 'BE'
  const holidays = be ? 'Belgische' : 'Nederlandse'
  const localPayments = be
    ? '- **Bancontact:** betaal direct met je bankkaart of met de app van je bank.\n- **iDEAL:** handig als je een Nederlandse bankrekening hebt.'
    : '- **iDEAL:** betaal direct via de app of website van je eigen bank.\n- **Bancontact:** voor klanten in België, met je bankkaart of de app van je bank.'

  return {
    labels: {
      occasions: 'Kaarten voor elke gelegenheid',
      cardTypes: 'Soorten kaarten',
      calendars: 'Meer kalenders',
      related: 'Misschien ook iets voor jou',
      faq: 'Vragen en antwoorden',
      materials: 'Andere materialen',
      frames: 'Lijsten om uit te kiezen',
      latestArticles: 'Nieuwste artikelen',
      readArticle: 'Lees het artikel',
      calculatorHeadline: 'Kies een formaat en bekijk de prijs',
      calculatorCta: 'Ontwerp je wanddecoratie',
      designCta: 'Begin met ontwerpen',
      bestseller: c.words.bestseller,
    },

    cards: {
      cards: {
        name: c.nav.cards,
        title: `Kaarten met je eigen foto’s | Printhaus`,
        description:
          'Persoonlijke kaarten voor geboorte, bruiloft, verjaardag en kerst: ruim 3.000 ontwerpen, premium karton en enveloppen inbegrepen. Binnen 1–3 werkdagen verzonden.',
        headline: 'Persoonlijke kaarten voor elke gelegenheid',
        subline:
          'Ruim 3.000 ontwerpen met jouw foto’s en woorden, op premium karton en met passende enveloppen.',
        intro: `## Kaarten die blijven staan

Een appje lees je één keer, een kaart zet je op de vensterbank of hang je op het prikbord. Bij Printhaus kies je uit ruim 3.000 ontwerpen voor geboorte, bruiloft, verjaardag, communie en kerst. Je voegt je eigen foto’s en tekst toe en past desgewenst kleuren en lettertypen aan. Alle kaarten drukken we op premium karton van 350 g/m², in mat, glanzend of ongestreken naturel, en bij elke kaart hoort een passende envelop.

Kies het formaat dat bij je boodschap past: een dubbele kaart met ruimte binnenin, een ansichtkaart, een brede panoramakaart of een ontwerp met goud-, zilver- of roségoudfolie. We drukken in 1–3 werkdagen. Heb je haast, dan ligt je bestelling met expreslevering binnen 24 uur bij je op de mat.`,
        faq: [
          {
            q: 'Zitten de enveloppen erbij?',
            a: 'Ja. Bij elke kaart krijg je zonder meerprijs een witte envelop in het juiste formaat.',
          },
          {
            q: 'Kan ik het papier eerst bekijken?',
            a: `Zeker. Bestel tot 3 [proefkaarten](${P.samples}) gratis, met je eigen ontwerp erop. Elke extra proefkaart kost ${samplePrice(m)}.`,
          },
          {
            q: 'Kan ik de tekst en kleuren van een ontwerp aanpassen?',
            a: 'Ja. In de ontwerptool wijzig je teksten, lettertypen en kleuren, verschuif je foto’s en voeg je binnenin extra foto’s toe.',
          },
        ],
      },

      occ_birth: {
        name: 'Geboortekaartjes',
        title: `Geboortekaartjes met foto | Printhaus`,
        description:
          'Geboortekaartjes met de eerste foto van je baby, naam, datum, gewicht en lengte. Premium karton, enveloppen inbegrepen en snel geleverd.',
        headline: 'Geboortekaartjes voor jullie kleine wonder',
        subline:
          'De eerste foto, de naam en alle details van de grote dag – op premium karton, met envelop.',
        intro: `## Het eerste nieuwtje van jullie kleintje

Familie, buren en collega’s kijken reikhalzend uit naar jullie geboortekaartje. Kies een ontwerp, voeg de eerste foto van je baby toe en vul in wat je wilt delen: naam, geboortedatum en -tijd, gewicht en lengte, en wanneer kraambezoek welkom is. In een dubbele kaart is binnenin plaats voor een persoonlijk woordje of een foto met grote broer of zus.

We drukken op premium karton van 350 g/m², mat of ongestreken naturel, en de enveloppen zitten erbij. De naam van je kindje kan desgewenst in goud-, zilver- of roségoudfolie. De kaartjes verlaten onze drukkerij binnen 1–3 werkdagen, zodat jij je kunt richten op de eerste weken samen.`,
        faq: [
          {
            q: 'Kan ik het kaartje al vóór de geboorte ontwerpen?',
            a: 'Ja, en dat raden we ook aan. Sla je ontwerp op in je account; na de geboorte vul je alleen nog de naam, de gegevens en de foto in en bestel je met een paar klikken.',
          },
          {
            q: 'Is een foto van mijn telefoon scherp genoeg?',
            a: 'Ja, elke recente smartphone heeft ruim voldoende resolutie. Is een foto toch te klein voor het formaat, dan waarschuwt de ontwerptool je vóór het bestellen.',
          },
          {
            q: 'Hebben jullie ook ontwerpen voor een tweeling?',
            a: 'Ja, er zijn ontwerpen met ruimte voor twee foto’s en twee namen. In een dubbele kaart voeg je binnenin nog meer foto’s toe.',
          },
        ],
      },

      occ_wedding: {
        name: 'Trouwkaarten',
        title: `Trouwkaarten zelf ontwerpen | Printhaus`,
        description:
          'Trouwkaarten, save-the-dates, menukaarten en bedankkaarten in één stijl. Premium karton, optioneel goudfolie en enveloppen inbegrepen.',
        headline: 'Trouwkaarten die net zo uniek zijn als jullie',
        subline:
          'Van save-the-date tot bedankkaart: al het drukwerk voor jullie bruiloft in één stijl.',
        intro: `## Al jullie trouwdrukwerk in één stijl

Een bruiloft begint lang voor het jawoord: met de save-the-date die de datum vastlegt en de trouwkaart die bij jullie gasten op de koelkast komt te hangen. In onze collecties horen alle onderdelen bij elkaar – save-the-date, uitnodiging, menukaart en bedankkaart delen hetzelfde lettertype, dezelfde kleuren en hetzelfde motief. Voeg jullie foto toe, het programma en de adressen van ceremonie en feest. Met een paar klikken maak je een aparte versie voor daggasten en avondgasten.

We drukken op premium karton van 350 g/m², mat of ongestreken naturel met een zachte, voelbare structuur. Namen en datum kunnen in goud-, zilver- of roségoudfolie. Bij elke kaart zit een envelop, en je kiest zelf tussen een dubbele kaart, een ansichtkaart of een panoramakaart.`,
        faq: [
          {
            q: 'Wanneer versturen we de trouwkaarten?',
            a: 'Stuur de uitnodiging zo’n drie tot vier maanden voor de bruiloft. Trouwen jullie in het hoogseizoen of komen er gasten uit het buitenland, verstuur dan zes tot twaalf maanden van tevoren een save-the-date.',
          },
          {
            q: 'Kunnen we papier en folie eerst in het echt zien?',
            a: `Ja. Bestel tot 3 proefkaarten gratis met jullie eigen ontwerp; elke extra proefkaart kost ${samplePrice(m)}.`,
          },
          {
            q: 'Kunnen we aparte kaarten voor daggasten en avondgasten maken?',
            a: 'Ja. Dupliceer je ontwerp in de ontwerptool, pas het programma aan en bestel beide versies in één bestelling.',
          },
        ],
      },

      occ_birthday: {
        name: 'Verjaardagskaarten',
        title: 'Verjaardagskaarten met je eigen foto maken | Printhaus',
        description:
          'Verjaardagskaarten en uitnodigingen voor het feest met je eigen foto’s: voor kinderen, voor Abraham of Sarah en elk kroonjaar. Met envelop en expreslevering.',
        headline: 'Verjaardagskaarten met jouw foto’s',
        subline:
          'Om te feliciteren of uit te nodigen: van de eerste verjaardag tot de negentigste, met jouw foto en tekst.',
        intro: `## Een felicitatie die een glimlach oplevert

Een foto van dertig jaar geleden, de vriendengroep van de middelbare school of de taart van vorig jaar: met een persoonlijke verjaardagskaart wordt je felicitatie een herinnering. Kies een vrolijk ontwerp voor kinderen, een stijlvol ontwerp voor een kroonjaar of een rustig ontwerp waarin je foto de hoofdrol speelt. Schrijf je eigen tekst of laat de binnenkant leeg om zelf met de hand te schrijven.

Geef je zelf een feest? Op onze uitnodigingen zet je tijd, plaats en bij wie gasten zich kunnen aanmelden. Wordt er iemand vijftig, dan vind je ook ontwerpen voor Abraham en Sarah. We drukken op premium karton van 350 g/m² en leveren de enveloppen mee, binnen 1–3 werkdagen.`,
        faq: [
          {
            q: 'Komt de kaart nog op tijd aan?',
            a: 'We drukken binnen 1–3 werkdagen. Staat de verjaardag al voor de deur, kies dan expreslevering: dan heb je de kaart binnen 24 uur.',
          },
          {
            q: 'Hebben jullie ontwerpen voor een kinderfeestje?',
            a: 'Ja, met dieren, grote cijfers en veel kleur, en met ruimte voor een foto van de jarige. Op de uitnodigingen is plaats voor het ophaaltijdstip en het telefoonnummer van de ouders.',
          },
        ],
      },

      occ_baptism: {
        name: 'Doopkaarten',
        title: 'Doopkaarten en uitnodigingen voor het doopfeest | Printhaus',
        description:
          'Doopkaarten met foto: uitnodiging voor de doopviering, aankondiging en bedankkaartjes in één ontwerp. Premium karton, enveloppen en optioneel folie.',
        headline: 'Doopkaarten voor een bijzondere dag',
        subline:
          'Uitnodiging, aankondiging en bedankje voor de doop – ingetogen, met foto en op premium karton.',
        intro: `## Uitnodigen voor de doop

De doop is een moment om samen met familie, peetouders en vrienden te vieren. Met onze doopkaarten nodig je iedereen uit voor de viering in de kerk en het feest daarna: met een foto van je kindje, de naam, de datum, het tijdstip en het adres. Veel ontwerpen hebben ruimte voor een doopspreuk of een korte bijbeltekst, en wie wil, zet de namen van ${be ? 'meter en peter' : 'de peetouders'} erbij.

De ontwerpen zijn ingetogen en licht: zachte kleuren, fijne lijnen en details als een duif, een olijftak of een klein kruisje. We drukken op premium karton van 350 g/m², mat of naturel, met enveloppen inbegrepen. Een accent in zilver- of roségoudfolie maakt de kaart extra feestelijk. Na de viering bedank je iedereen met bijpassende kaartjes.`,
        faq: [
          {
            q: 'Wanneer versturen we de uitnodigingen voor de doop?',
            a: 'Drie tot vier weken van tevoren is gebruikelijk. Zo hebben gasten tijd om de dag vrij te houden en een cadeautje te regelen.',
          },
          {
            q: 'Kunnen we een eigen doopspreuk gebruiken?',
            a: 'Ja, alle teksten zijn vrij aan te passen. Je kunt ook het lettertype en de kleur van de spreuk veranderen.',
          },
        ],
      },

      occ_communion: {
        name: 'Communiekaarten',
        title: 'Communiekaarten en bedankkaartjes met foto | Printhaus',
        description:
          'Uitnodigingen voor de eerste communie, bedankkaartjes en prentjes met foto. Premium karton, enveloppen inbegrepen en binnen 1–3 werkdagen verzonden.',
        headline: 'Communiekaarten voor een feestelijke dag',
        subline:
          'Uitnodiging, bedankje of prentje voor de eerste communie – met een foto van je communicant.',
        intro: `## De eerste communie, mooi op papier

De eerste communie is een grote dag, voor je kind en voor de hele familie. Met onze communiekaarten nodig je iedereen uit voor de viering en het feest: met een foto van je communicant, de naam, de datum en de kerk. Veel ontwerpen hebben plaats voor een korte tekst of een symbool zoals een kelk, een duif of een kaarsje. ${be ? 'Ook voor het lentefeest vind je hier vrolijke ontwerpen zonder religieuze symbolen.' : 'Wil je het liever eenvoudig houden, kies dan een ontwerp zonder religieuze symbolen.'}

Na het feest bedank je gasten met een kaartje of een klein prentje met een foto van de dag. We drukken op premium karton van 350 g/m², mat of naturel, met enveloppen inbegrepen en binnen 1–3 werkdagen verzonden.`,
        faq: [
          {
            q: 'Kan ik uitnodiging en bedankkaartje in hetzelfde ontwerp bestellen?',
            a: 'Ja. Elke collectie heeft een uitnodiging en een bijpassend bedankkaartje. Je ontwerp wordt in je account bewaard, zodat je na het feest alleen nog een foto van de dag toevoegt.',
          },
          {
            q: 'Hoe ver van tevoren moet ik bestellen?',
            a: 'Verstuur de uitnodigingen vier tot zes weken voor de communie. Reken voor drukken en verzenden op een week; in het voorjaar wordt het druk, dus bestel liever niet op het laatste moment.',
          },
        ],
      },

      occ_confirmation: {
        name: 'Vormselkaarten',
        title: 'Vormselkaarten en uitnodigingen met foto | Printhaus',
        description:
          'Vormselkaarten met foto: uitnodigingen voor het feest en bedankkaartjes in een modern ontwerp. Premium karton, enveloppen inbegrepen, snel geleverd.',
        headline: 'Vormselkaarten met een eigen stijl',
        subline:
          'Moderne uitnodigingen en bedankkaartjes voor het vormsel – met een foto die je vormeling zelf uitkiest.',
        intro: `## Een kaart die bij je vormeling past

Bij het vormsel zijn kinderen al wat ouder, en ze hebben vaak een uitgesproken mening over hoe hun kaart eruit moet zien. Daarom zijn onze vormselkaarten modern en strak: grote foto’s, heldere typografie en subtiele symbolen als een duif of een vlam. Zet de naam, de datum en de kerk op de voorkant en gebruik de binnenkant van een dubbele kaart voor het programma van het feest of een persoonlijke tekst.

We drukken op premium karton van 350 g/m², mat, glanzend of naturel, en leveren de enveloppen mee. Een accent in zilver- of goudfolie geeft de kaart iets extra’s. Na het feest bedank je ${be ? 'meter, peter' : 'de peetouders'}, familie en vrienden met een bijpassend kaartje en een foto van de dag.`,
        faq: [
          {
            q: 'Kan mijn kind zelf meeontwerpen?',
            a: 'Natuurlijk. De ontwerptool werkt ook op tablet en telefoon, en je ontwerp blijft bewaard in je account. Zo kunnen jullie er samen rustig aan werken.',
          },
          {
            q: 'Welk formaat is het meest geschikt?',
            a: 'Een dubbele kaart biedt de meeste ruimte: foto op de voorkant, programma en tekst binnenin. Voor een korte uitnodiging is een ansichtkaart ook prima.',
          },
        ],
      },

      occ_christmas: {
        name: 'Kerstkaarten',
        title: `Kerstkaarten met je eigen foto | Printhaus`,
        description:
          'Kerst- en nieuwjaarskaarten met je eigen foto’s: ruim 400 ontwerpen, goud- en zilverfolie, enveloppen inbegrepen. Ook voor bedrijven, met staffelkorting.',
        headline: 'Kerstkaarten die de feestdagen inluiden',
        subline:
          'Met een foto van het gezin, een jaaroverzicht of goudfolie – kerst- en nieuwjaarskaarten die opvallen.',
        intro: `## Warme wensen met een persoonlijk tintje

In december valt er veel post op de mat, maar een kaart met een foto van jullie gezin springt er meteen uit. Kies uit ruim 400 kerst- en nieuwjaarsontwerpen: klassiek met sterren en dennentakken, speels met een foto van de kinderen in foute kersttruien of ingetogen met een jaaroverzicht in vier beelden. Schrijf zelf een wens of kies een tekst als ‘Fijne feestdagen en een gelukkig nieuwjaar’.

Met goud- of zilverfolie krijgen sterren en letters een echte glans. We drukken op premium karton van 350 g/m² en leveren de enveloppen mee. Verstuur je veel kaarten voor je bedrijf, dan profiteer je vanaf 50 stuks van staffelkorting. Houd in december rekening met drukte bij de post en bestel bij voorkeur vóór half december.`,
        faq: [
          {
            q: 'Tot wanneer kan ik bestellen voor kerst?',
            a: 'Wil je zeker zijn dat je kaarten voor kerst aankomen, bestel dan uiterlijk half december. Met expreslevering kan het ook later, maar in de laatste week voor kerst heeft de post meer tijd nodig.',
          },
          {
            q: 'Kunnen we ook zakelijke kerstkaarten met logo bestellen?',
            a: `Ja. Upload je logo in de ontwerptool, of neem contact op met ons team voor [zakelijke klanten](${P.business}) voor grotere oplagen en betaling op factuur.`,
          },
          {
            q: 'Hebben jullie ook nieuwjaarskaarten?',
            a: 'Ja, veel ontwerpen bestaan in een kerst- en een nieuwjaarsversie. Met een nieuwjaarskaart heb je bovendien tot half januari de tijd.',
          },
        ],
      },

      occ_sympathy: {
        name: 'Rouwkaarten',
        title: 'Rouwkaarten en condoleancekaarten laten drukken | Printhaus',
        description:
          'Rouwkaarten, condoleancekaarten en bedankkaarten na de uitvaart: sobere ontwerpen, met of zonder foto, snel gedrukt en op verzoek met expreslevering.',
        headline: 'Rouwkaarten en condoleancekaarten',
        subline:
          'Sobere kaarten om een overlijden te melden, medeleven te tonen of te bedanken – snel en zorgvuldig gedrukt.',
        intro: `## Woorden voor een moeilijk moment

Wanneer iemand overlijdt, moet er in korte tijd veel geregeld worden. Met onze rouwkaarten laat je familie en bekenden weten dat een dierbare is overleden, met de gegevens van de afscheidsdienst. Kies een sober ontwerp met een foto van de overledene, een gedicht of een eenvoudig symbool. Met een condoleancekaart laat je een nabestaande weten dat je aan hem of haar denkt.

Na de uitvaart bedank je iedereen voor het medeleven met een dankbetuiging in hetzelfde ontwerp. We drukken op premium karton van 350 g/m², mat of naturel, met enveloppen inbegrepen. Rouwkaarten krijgen in onze drukkerij voorrang, en met expreslevering heb je ze binnen 24 uur in huis. Wil je hulp bij het ontwerpen, bel ons dan gerust op ${m.hotline}.`,
        faq: [
          {
            q: 'Hoe snel kunnen de rouwkaarten klaar zijn?',
            a: 'Rouwkaarten drukken we met voorrang. Bestel je op een werkdag vóór 12.00 uur met expreslevering, dan heb je de kaarten meestal de volgende dag.',
          },
          {
            q: 'Kunnen jullie helpen met de tekst?',
            a: 'Onze ontwerpen hebben voorbeeldteksten die je kunt aanpassen. Twijfel je over de opmaak, dan kijkt onze klantenservice graag met je mee.',
          },
        ],
      },

      occ_thanks: {
        name: 'Bedankkaarten',
        title: `Bedankkaarten met foto | Printhaus`,
        description:
          'Bedankkaarten na de bruiloft, de geboorte of een feest: met je mooiste foto, een persoonlijke tekst en enveloppen inbegrepen. Snel gedrukt.',
        headline: 'Bedankkaarten die echt iets zeggen',
        subline:
          'Na de bruiloft, de kraamtijd of een jubileum: zeg dank je wel met een foto van het moment zelf.',
        intro: `## Dank je wel, met een foto erbij

Een bedankkaart met een foto van de dag zelf zegt meer dan een standaardtekst. Na de bruiloft stuur je het mooiste portret van jullie tweeën, na de kraamtijd een foto van de baby met het knuffeldier dat tante heeft gegeven. Ook na een verjaardag, een afscheidsreceptie of een jubileum is een kaart een gebaar dat blijft hangen.

Gebruik de binnenkant van een dubbele kaart voor een persoonlijke tekst of een paar extra foto’s. Heb je al trouwkaarten of geboortekaartjes bij ons besteld, dan vind je in dezelfde collectie een bijpassende bedankkaart. We drukken op premium karton van 350 g/m², met enveloppen inbegrepen en binnen 1–3 werkdagen verzonden.`,
        faq: [
          {
            q: 'Kan ik een andere naam of tekst per kaart gebruiken?',
            a: 'Elke bestelling heeft één ontwerp. Laat binnenin een regel vrij voor een naam of groet met de hand – dat waarderen ontvangers vaak het meest.',
          },
          {
            q: 'Wanneer stuur ik bedankkaarten na de bruiloft?',
            a: 'Binnen twee tot drie maanden na de bruiloft is gebruikelijk. Zo heb je tijd om de foto’s van de fotograaf af te wachten.',
          },
        ],
      },

      occ_invitation: {
        name: 'Uitnodigingen',
        title: `Uitnodigingen zelf maken met foto | Printhaus`,
        description:
          'Uitnodigingen voor elk feest: kinderfeestje, jubileum, housewarming, babyshower of afscheid. Met je eigen foto’s, enveloppen inbegrepen en snel geleverd.',
        headline: 'Uitnodigingen voor elk feest',
        subline:
          'Kinderfeestje, jubileum of housewarming: uitnodigingen met je eigen foto’s, waar iedereen ja op zegt.',
        intro: `## Een feest begint met de uitnodiging

Een goede uitnodiging maakt nieuwsgierig en laat meteen zien wat voor feest het wordt. Bij Printhaus vind je ontwerpen voor kinderfeestjes, babyshowers, housewarmings, jubilea, afscheidsrecepties en tuinfeesten. Voeg een foto toe, zet er datum, tijd en adres op, en vermeld tot wanneer en bij wie gasten zich kunnen aanmelden. Wie wil, voegt een QR-code naar een routebeschrijving of een cadeaulijst toe.

Kies een ansichtkaart voor een korte, vrolijke uitnodiging of een dubbele kaart als je binnenin een programma of een routebeschrijving kwijt wilt. We drukken op premium karton van 350 g/m² in mat, glanzend of naturel en leveren de enveloppen mee, binnen 1–3 werkdagen.`,
        faq: [
          {
            q: 'Hoe ver van tevoren verstuur ik een uitnodiging?',
            a: 'Voor een kinderfeestje zijn twee tot drie weken genoeg, voor een jubileum of groot feest zes tot acht weken.',
          },
          {
            q: 'Kan ik een QR-code op de kaart zetten?',
            a: 'Ja. Plak in de ontwerptool een link, bijvoorbeeld naar een routebeschrijving of aanmeldformulier, en we maken er automatisch een QR-code van.',
          },
        ],
      },

      type_folded: {
        name: c.cardTypes.folded,
        title: `Dubbele kaarten met foto | Printhaus`,
        description:
          'Dubbele kaarten met vier bedrukbare zijden, in A6, A5 of vierkant. Premium karton van 350 g/m², mat, glanzend of naturel, met enveloppen.',
        headline: 'Dubbele kaarten: ruimte voor je hele verhaal',
        subline:
          'Vier zijden voor foto’s en tekst, op stevig premium karton en met een passende envelop.',
        intro: `## De klassieker met vier zijden

De dubbele kaart is de meest gekozen kaart in onze winkel. Op de voorkant staat je mooiste foto, binnenin is ruimte voor een langere tekst, meerdere foto’s of het programma van je feest, en op de achterkant zet je desgewenst nog een klein detail. We vouwen elke kaart machinaal langs een gerilde vouwlijn, zodat het karton netjes en zonder barstjes buigt.

- **Formaten:** A6 (10,5 x 14,8 cm), A5 (14,8 x 21 cm) en vierkant (14,5 x 14,5 cm)
- **Papier:** premium karton van 350 g/m², mat, glanzend of ongestreken naturel
- **Afwerking:** optioneel goud-, zilver- of roségoudfolie
- **Enveloppen:** wit, altijd inbegrepen`,
        faq: [
          {
            q: 'Kan ik ook de binnenkant bedrukken?',
            a: 'Ja, alle vier de zijden zijn bedrukbaar. Wil je met de hand schrijven, laat dan de binnenkant leeg of kies een ontwerp met een lichte achtergrond.',
          },
          {
            q: 'Liggend of staand: wat is mooier?',
            a: 'Dat hangt af van je foto. Landschappen en groepsfoto’s komen liggend het best tot hun recht, portretten staand. In de ontwerptool wissel je met één klik.',
          },
        ],
      },

      type_postcard: {
        name: c.cardTypes.postcard,
        title: `Ansichtkaarten met je eigen foto | Printhaus`,
        description:
          'Ansichtkaarten met je eigen foto’s: enkelzijdig of dubbelzijdig bedrukt, op stevig premium karton. Met envelop of los te versturen met een postzegel.',
        headline: 'Ansichtkaarten met jouw foto’s',
        subline:
          'Foto op de voorkant, tekst op de achterkant: de eenvoudigste manier om iets persoonlijks te versturen.',
        intro: `## Klein formaat, grote indruk

Een ansichtkaart is snel gemaakt en toch persoonlijk: een vakantiegroet, een verhuisbericht, een bedankje of een uitnodiging voor een verjaardag. Voorop komt je foto of een collage van meerdere foto’s, achterop je tekst – desgewenst met een adresvak en een plek voor de postzegel, zodat je de kaart zonder envelop kunt posten.

We drukken op extra stevig premium karton van 350 g/m² in mat, glanzend of naturel. Ansichtkaarten zijn er in A6 (10,5 x 14,8 cm) en A5 (14,8 x 21 cm), liggend of staand, en een witte envelop zit er altijd bij. Kies je een ontwerp met een lege achterkant, dan schrijf je er met elke pen makkelijk op.`,
        faq: [
          {
            q: 'Kan ik de kaart zonder envelop versturen?',
            a: 'Ja. Kies een ontwerp met adresvak, plak er een postzegel op en de kaart kan zo de brievenbus in. Het premium karton is stevig genoeg voor de post.',
          },
          {
            q: 'Waarmee kan ik op de kaart schrijven?',
            a: 'Op mat en naturel karton schrijft elke balpen of fineliner prettig. Op glanzend karton raden we een permanente marker aan, zodat de inkt niet veegt.',
          },
        ],
      },

      type_panorama: {
        name: c.cardTypes.panorama,
        title: `Panoramakaarten met foto | Printhaus`,
        description:
          'Panoramakaarten in breed formaat van 21 x 10 cm: ideaal voor landschappen, groepsfoto’s en fotoreeksen. Enkel of dubbel, met envelop inbegrepen.',
        headline: 'Panoramakaarten voor het grote plaatje',
        subline:
          'Het brede formaat voor landschappen, groepsfoto’s en fotoreeksen – enkel of dubbel, met envelop.',
        intro: `## Breed denken, breed drukken

Sommige foto’s passen nu eenmaal niet in een standaardformaat: het strand van je vakantie, de hele familie op de trap of een rij van vijf foto’s van je kind door het jaar heen. Daarvoor is er de panoramakaart van 21 x 10 cm. Het langgerekte formaat valt op tussen de andere post en geeft je ontwerp een elegante, moderne uitstraling.

Je kiest tussen een enkele panoramakaart met een voor- en achterkant of een dubbele kaart die je openklapt tot een brede binnenkant van 21 x 20 cm. We drukken op premium karton van 350 g/m², mat, glanzend of naturel, en leveren passende enveloppen mee. Vooral als trouwkaart, kerstkaart of geboortekaartje is de panoramakaart een favoriet.`,
        faq: [
          {
            q: 'Welke foto’s werken goed in panoramaformaat?',
            a: 'Landschappen, groepsfoto’s en foto’s met veel ruimte rondom. Portretten kun je beter naast elkaar zetten in een reeks van twee of drie foto’s.',
          },
          {
            q: 'Past de kaart in een standaard envelop?',
            a: 'Ja, we leveren enveloppen in het langwerpige formaat van 22 x 11 cm mee. Daarin kun je de kaart gewoon met de post versturen.',
          },
        ],
      },

      type_foil: {
        name: c.cardTypes.foil,
        title: `Kaarten met goudfolie en zilverfolie | Printhaus`,
        description:
          'Kaarten met echte folieveredeling in goud, zilver of roségoud: glanzende accenten voor trouwkaarten, kerstkaarten en geboortekaartjes. Met envelop.',
        headline: 'Kaarten met goud-, zilver- of roségoudfolie',
        subline:
          'Namen, sterren en ornamenten in echte metallic folie – glanzend als sieraad, voelbaar op het karton.',
        intro: `## Glans die je kunt voelen

Folie geeft een kaart een luxe uitstraling die je met gewone inkt niet kunt bereiken. Namen, data, sterren of ornamenten krijgen een metallic glans die meebeweegt met het licht. We brengen de folie aan op ons premium karton van 350 g/m², bij voorkeur in mat of naturel, waardoor het contrast tussen het zachte papier en de glanzende folie het grootst is.

- **Goudfolie:** warm en klassiek, ideaal voor bruiloften en kerst
- **Zilverfolie:** koel en elegant, mooi bij blauw, grijs en wit
- **Roségoudfolie:** zacht en modern, favoriet bij geboortekaartjes

Je kiest in de ontwerptool zelf welke elementen een folieaccent krijgen. De preview laat direct zien hoe de glans op je kaart valt.`,
        faq: [
          {
            q: 'Kan ik mijn eigen tekst in folie laten drukken?',
            a: 'Ja. Elk tekstveld en veel decoraties kun je in de ontwerptool omzetten naar folie. Heel fijne lijnen onder 0,3 mm drukken we in gewone inkt, omdat folie zulke fijne details niet scherp weergeeft.',
          },
          {
            q: 'Kan ik folie eerst in het echt zien?',
            a: `Ja, bestel een [proefkaart](${P.samples}) met folie. Tot 3 proefkaarten zijn gratis, elke extra kaart kost ${samplePrice(m)}.`,
          },
        ],
      },

      samples: {
        name: c.nav.samples,
        title: 'Gratis proefkaarten bestellen met je eigen ontwerp | Printhaus',
        description: `Bestel tot 3 proefkaarten gratis met je eigen ontwerp en bekijk papier, kleuren en folie in het echt. Elke extra proefkaart kost ${samplePrice(m)}.`,
        headline: 'Eerst voelen, dan bestellen',
        subline: `Tot 3 proefkaarten gratis met je eigen ontwerp – elke extra proefkaart kost ${samplePrice(m)}.`,
        intro: `## Zo weet je precies wat je krijgt

Op een scherm zien kleuren en papier er altijd anders uit dan in het echt. Daarom kun je bij Printhaus proefkaarten bestellen voordat je je hele oplage bestelt. Je ontwerpt je kaart zoals je gewend bent en kiest bij het bestellen ‘Proefkaart’. Wij drukken precies dat ontwerp op het papier van je keuze, met envelop.

- Tot 3 proefkaarten per bestelling zijn gratis
- Elke extra proefkaart kost ${samplePrice(m)}
- Vergelijk mat, glanzend en naturel, of bekijk een ontwerp met folie
- Tevreden? Bestel daarna je volledige oplage met één klik vanuit je account

Proefkaarten verlaten onze drukkerij binnen 1–3 werkdagen. Handig als je twijfelt tussen twee ontwerpen voor trouwkaarten of geboortekaartjes.`,
        faq: [
          {
            q: 'Zijn de proefkaarten echt gratis?',
            a: `Ja, tot 3 proefkaarten per bestelling betaal je niets. Voor elke extra proefkaart rekenen we ${samplePrice(m)}.`,
          },
          {
            q: 'Is de proefkaart precies hetzelfde als de uiteindelijke kaart?',
            a: 'Ja. We drukken de proefkaart met dezelfde machines, op hetzelfde papier en met dezelfde afwerking als je definitieve bestelling.',
          },
          {
            q: 'Kan ik na het bekijken nog iets aanpassen?',
            a: 'Zeker. Je ontwerp blijft in je account bewaard. Je past het aan en bestelt daarna de volledige oplage.',
          },
        ],
      },

      wallCalendar: {
        name: c.calendarTypes.wandkalender,
        title: `Wandkalender met eigen foto’s | Printhaus`,
        description:
          'Maak je eigen wandkalender met foto’s: A4, A3 of A2, staand of liggend, zijdemat premium papier en startmaand naar keuze. Binnen 1–3 werkdagen verzonden.',
        headline: 'Wandkalender met jouw mooiste foto’s',
        subline:
          'De klassieker in A4, A3 of A2: twaalf maanden, twaalf foto’s en alle verjaardagen op een rij.',
        intro: `## Elke maand een nieuw beeld aan de muur

De wandkalender is onze bestseller en een geliefd cadeau voor opa en oma. Je kiest een formaat, een startmaand en een ontwerp en vult elke maand met een foto of een kleine collage. Verjaardagen en jubilea zet je er gewoon in, net als de ${holidays} feestdagen en schoolvakanties als je dat wilt.

- **Formaten:** A4, A3 en A2, staand of liggend
- **Papier:** zijdemat premium papier van 250 g/m², goed te beschrijven
- **Binding:** spiraalbinding in wit, zwart of zilver, met ophangoog
- **Pagina’s:** 12 maanden plus voorblad, desgewenst 13 of 18 maanden

We drukken je kalender binnen 1–3 werkdagen. Wil je er ook afspraken op noteren, kies dan een ontwerp met een notitieveld bij elke maand.`,
        faq: [
          {
            q: 'Kan ik verjaardagen invoeren die elk jaar terugkomen?',
            a: 'Ja. Voer ze één keer in bij je account, dan staan ze automatisch in elke kalender die je ontwerpt – ook volgend jaar.',
          },
          {
            q: 'Welke foto’s passen het best bij een liggende kalender?',
            a: 'Landschappen en groepsfoto’s. Voor portretten is een staand formaat mooier; je kunt per maand ook twee of drie foto’s naast elkaar zetten.',
          },
        ],
      },

      deskCalendar: {
        name: c.calendarTypes.tischkalender,
        title: 'Bureaukalender met foto’s zelf maken | Printhaus',
        description:
          'Bureaukalender met eigen foto’s: compact op een stevige standaard, in liggend A5 of langwerpig formaat. Ideaal voor kantoor, balie en als relatiegeschenk.',
        headline: 'Bureaukalender: je favoriete foto’s binnen handbereik',
        subline:
          'Compact op een stevige standaard – voor op het bureau, de balie of de vensterbank.',
        intro: `## Klein formaat, elke dag in beeld

Een bureaukalender staat daar waar je de hele dag naar kijkt: naast je toetsenbord, op de balie of op de vensterbank in de keuken. Elke maand zie je een nieuwe foto en heb je de data in één oogopslag voor je. Als relatiegeschenk met logo en foto’s van je bedrijf is hij net zo geschikt als cadeau voor collega’s.

We leveren de bureaukalender in liggend A5 (21 x 14,8 cm) en in een langwerpig formaat van 21 x 10 cm. De bladen drukken we op zijdemat premium papier van 250 g/m², met een wire-o-binding op een standaard van stevig grijsbord. Je kiest zelf de startmaand en voegt de ${holidays} feestdagen toe als je dat wilt.`,
        faq: [
          {
            q: 'Kan ik een bureaukalender met ons bedrijfslogo bestellen?',
            a: `Ja. Upload je logo in de ontwerptool. Voor grotere aantallen bieden we vanaf 50 stuks staffelkorting – bekijk de mogelijkheden voor [zakelijke klanten](${P.business}).`,
          },
          {
            q: 'Staat de kalender stevig?',
            a: 'Ja, de standaard is van 2 mm dik grijsbord. Hij blijft ook staan als je de bladen vaak omslaat.',
          },
        ],
      },

      familyPlanner: {
        name: c.calendarTypes.familienplaner,
        title: 'Familieplanner met foto’s – tot 5 kolommen | Printhaus',
        description:
          'Familieplanner met eigen foto’s en tot vijf kolommen: voor werk, school, sport en afspraken van het hele gezin. Zijdemat papier, goed te beschrijven.',
        headline: 'Familieplanner: het hele gezin op één kalender',
        subline:
          'Tot vijf kolommen voor werk, school, sport en afspraken – met een familiefoto bovenaan elke maand.',
        intro: `## Overzicht in een druk gezinsleven

Zwemles op dinsdag, voetbal op zaterdag, een ouderavond en de verjaardag van oma: in een gezin gebeurt veel tegelijk. Op de familieplanner krijgt ieder een eigen kolom, met zijn of haar naam of een kleine profielfoto bovenaan. Zo zie je in één oogopslag wie wanneer waar moet zijn. Bovenaan elke maand staat een foto van jullie samen.

We drukken de familieplanner op zijdemat premium papier van 250 g/m², waarop balpen, potlood en fineliner niet vlekken. Je kiest tussen twee en vijf kolommen, een formaat van 23 x 48 cm of 30 x 60 cm en een startmaand naar keuze – handig als je wilt beginnen bij het nieuwe schooljaar. ${holidays} feestdagen en schoolvakanties zet je er met één klik in.`,
        faq: [
          {
            q: 'Kan de planner in september beginnen?',
            a: 'Ja, elke maand kan de startmaand zijn. Veel gezinnen kiezen voor september, zodat de planner precies een schooljaar beslaat.',
          },
          {
            q: 'Kan ik de kolommen een naam geven?',
            a: 'Ja, elke kolom krijgt een naam naar keuze en desgewenst een kleine foto. Ook de hond mag een eigen kolom hebben.',
          },
        ],
      },

      kitchenCalendar: {
        name: c.calendarTypes.kuechenkalender,
        title: 'Keukenkalender met foto’s – smal en handig | Printhaus',
        description:
          'Smalle keukenkalender met eigen foto’s: past op elke kastdeur of naast de koelkast. Met ruimte voor boodschappen, afspraken en verjaardagen.',
        headline: 'Keukenkalender: smal, handig en persoonlijk',
        subline:
          'Het slanke formaat past op elke kastdeur – met je foto’s, afspraken en de boodschappenlijst bij elkaar.',
        intro: `## Alles op één plek in de keuken

De keuken is het hart van het huis en de plek waar afspraken worden gemaakt, lijstjes geschreven en verjaardagen vergeten – tenzij ze op de keukenkalender staan. Ons smalle formaat van 11 x 34 cm past op een kastdeur, naast de koelkast of op een smal stukje muur. Bovenaan elke maand staat een foto, daaronder een lijst met alle dagen en ruime regels om op te schrijven.

De keukenkalender drukken we op zijdemat premium papier van 250 g/m² met een witte of zwarte spiraalbinding en ophangoog. Je kiest de startmaand zelf en voegt verjaardagen en ${holidays} feestdagen toe. Een mooi cadeau voor iedereen die net een eigen huis heeft.`,
        faq: [
          {
            q: 'Past de keukenkalender op de koelkast?',
            a: 'Ja, met een sterke magneet of een zelfklevende haak. Met 11 cm breed past hij ook op smalle kastdeuren.',
          },
          {
            q: 'Kan ik per dag iets opschrijven?',
            a: 'Ja, elke dag heeft een eigen regel. Het zijdematte papier is goed te beschrijven met balpen en potlood.',
          },
        ],
      },

      appointmentCalendar: {
        name: c.calendarTypes.terminkalender,
        title: 'Afsprakenkalender met eigen foto’s maken | Printhaus',
        description:
          'Afsprakenkalender met eigen foto’s en grote vakken per dag: voor werk, praktijk, vereniging of thuis. A4 of A3, zijdemat papier, startmaand naar keuze.',
        headline: 'Afsprakenkalender met ruimte voor alles',
        subline:
          'Grote vakken voor elke dag en een foto bij elke maand – voor thuis, op kantoor of in de praktijk.',
        intro: `## Plannen met een mooi plaatje erbij

Wie veel afspraken heeft, wil per dag genoeg ruimte om te schrijven. Op onze afsprakenkalender krijgt elke dag een groot vak, met weeknummers aan de zijkant en een foto bovenaan elke maand. Ideaal voor het bureau thuis, de praktijk, de kantine van de sportclub of de lerarenkamer.

- **Formaten:** A4 en A3, staand
- **Papier:** zijdemat premium papier van 250 g/m², goed te beschrijven
- **Binding:** spiraalbinding met ophangoog
- **Extra’s:** weeknummers, ${holidays} feestdagen en een notitieveld per maand

Je kiest zelf de startmaand en het ontwerp. Met je logo erop is de afsprakenkalender bovendien een handig relatiegeschenk dat het hele jaar in beeld blijft.`,
        faq: [
          {
            q: 'Wat is het verschil met een wandkalender?',
            a: 'Bij de wandkalender staat de foto centraal, bij de afsprakenkalender de ruimte om te schrijven. De vakken per dag zijn hier veel groter.',
          },
          {
            q: 'Staan de weeknummers erop?',
            a: 'Ja, weeknummers staan standaard in elke afsprakenkalender. Als je ze niet wilt, zet je ze in de ontwerptool uit.',
          },
        ],
      },

      photobook: {
        name: 'Fotoboek',
        title: `Fotoboek maken – hardcover | Printhaus`,
        description:
          'Maak je eigen fotoboek: hardcover, softcover of layflat, van 26 tot 154 pagina’s, in vele formaten. Met automatische opmaak en premium papier.',
        headline: 'Je mooiste verhalen in een fotoboek',
        subline:
          'Hardcover, softcover of layflat – van 26 tot 154 pagina’s vol vakanties, bruiloften en babyjaren.',
        intro: `## Bladeren in plaats van scrollen

Een fotoboek pak je er jaren later nog eens bij, de camerarol van je telefoon meestal niet. Bij Printhaus kies je tussen drie uitvoeringen: het **softcover** met een flexibele omslag, het **hardcover** met stevige kaft en het **layflat** fotoboek waarvan de pagina’s helemaal plat openvallen, zodat foto’s naadloos over twee pagina’s lopen.

Elk fotoboek begint met 26 pagina’s en kun je uitbreiden tot 154. Er zijn formaten van A5 tot 30 x 30 cm, staand, liggend en vierkant. Upload je foto’s en laat de ontwerptool een eerste opmaak maken, of bepaal zelf elke pagina met lay-outs, achtergronden en tekst. We drukken op zijdemat premium papier van 200 g/m² en maken je boek binnen 3–5 werkdagen.`,
        faq: [
          {
            q: 'Wat is het verschil tussen hardcover en layflat?',
            a: 'Een hardcover fotoboek is gebonden als een gewoon boek. Bij layflat zijn de pagina’s op stevig karton gezet en vallen ze volledig plat open, zonder middenvouw in je foto’s.',
          },
          {
            q: 'Hoeveel foto’s heb ik nodig?',
            a: 'Reken op twee tot vier foto’s per pagina. Voor een boek van 26 pagina’s heb je dus zo’n 60 tot 100 foto’s nodig, maar minder foto’s in een groter formaat werkt ook prachtig.',
          },
          {
            q: 'Kan ik later pagina’s toevoegen?',
            a: 'Ja, tot het moment van bestellen kun je in stappen van twee pagina’s uitbreiden tot maximaal 154 pagina’s.',
          },
        ],
      },

      collage: {
        name: 'Fotocollage',
        title: `Fotocollage maken – tot 60 foto’s | Printhaus`,
        description:
          'Maak een fotocollage met tot 60 foto’s in één beeld: als poster of op canvas, in formaten tot 90 x 60 cm. Automatische lay-out en gratis beeldcontrole.',
        headline: 'Fotocollage: al je favorieten in één beeld',
        subline:
          'Tot 60 foto’s in één ontwerp – als poster of op canvas, een prachtig cadeau voor elk jubileum.',
        intro: `## Veel herinneringen, één beeld

Een jaar met je gezin, een vriendschap van twintig jaar of alle foto’s van de huwelijksreis: in een fotocollage komen ze samen. Je kiest een lay-out met een raster, een hart, een cijfer of een vrije indeling, en de ontwerptool verdeelt je foto’s automatisch. Daarna schuif je ze zelf nog naar de juiste plek, voeg je tekst toe en kies je een achtergrondkleur.

Een collage met tot 60 foto’s drukken we als poster op premium fotopapier of op canvas, gespannen op een houten spieraam. De formaten lopen van 20 x 30 cm tot 90 x 60 cm. Onze gratis beeldcontrole kijkt of alle foto’s scherp genoeg zijn voor het formaat. Een collage is een favoriet cadeau voor een verjaardag, een afscheid van een collega of een jubileum.`,
        faq: [
          {
            q: 'Hoeveel foto’s passen er in een collage?',
            a: 'Van 4 tot 60. Hoe groter het formaat, hoe meer foto’s er goed zichtbaar blijven; voor 60 foto’s raden we minstens 60 x 40 cm aan.',
          },
          {
            q: 'Poster of canvas: wat past beter?',
            a: 'Een poster is voordelig en mooi in een lijst; canvas is direct klaar om op te hangen en heeft een warme, matte uitstraling.',
          },
        ],
      },
    },

    wallart: {
      acrylic: {
        name: 'Afdruk op plexiglas',
        title: `Foto op plexiglas laten afdrukken | Printhaus`,
        description:
          'Je foto op plexiglas van 5 mm: stralende kleuren, echte diepte en een zwevende ophanging. In formaten van 20 x 30 tot 80 x 120 cm, met de hand afgewerkt.',
        headline: 'Jouw foto achter plexiglas',
        subline:
          'Stralende kleuren en echte diepte achter 5 mm glashelder plexiglas, zwevend aan de muur.',
        intro: `## Diepte die je moet zien

Achter plexiglas krijgt een foto een helderheid en diepte die op papier niet mogelijk is. We drukken je foto in hoge resolutie met lichtechte inkt en lamineren de afdruk zonder luchtbellen achter 5 mm dik, glashelder plexiglas. De gepolijste randen vangen het licht, en dankzij het ophangsysteem aan de achterkant lijkt je foto op 1,5 cm van de muur te zweven.

- **Formaten:** van 20 x 30 tot 80 x 120 cm, ook vierkant en panorama
- **Oppervlak:** hoogglans, desgewenst mat tegen reflecties
- **Ophanging:** aluminium ophangsysteem, onzichtbaar gemonteerd
- **Levertijd:** gemaakt in 2–4 werkdagen, veilig verpakt

Plexiglas is ideaal voor foto’s met felle kleuren, nachtopnamen en sterke contrasten. Het materiaal is lichter en breukvaster dan echt glas.`,
        faq: [
          {
            q: 'Hoe maak ik plexiglas schoon?',
            a: 'Met een zachte microvezeldoek en een beetje water. Gebruik geen glasreiniger met alcohol en geen keukenpapier, want dat kan krassen geven.',
          },
          {
            q: 'Geeft plexiglas veel reflectie?',
            a: 'Hoogglans plexiglas weerspiegelt net als een raam. Hangt je foto tegenover een raam, kies dan de matte uitvoering of een plek waar het licht van opzij valt.',
          },
        ],
      },

      alu: {
        name: 'Afdruk op aluminium',
        title: `Afdruk op aluminium Dibond | Printhaus`,
        description:
          'Je foto op aluminium Dibond van 3 mm: mat wit of geborsteld, vormvast en modern. Formaten van 20 x 30 tot 80 x 120 cm, met ophangsysteem geleverd.',
        headline: 'Jouw foto op aluminium Dibond',
        subline:
          'Strak, modern en ijzersterk: je foto direct gedrukt op 3 mm aluminium Dibond, mat of geborsteld.',
        intro: `## Modern, strak en vormvast

Aluminium Dibond is een sandwichplaat van twee dunne laagjes aluminium met een kern van kunststof. Het materiaal is licht, blijft altijd vlak en is ongevoelig voor vocht. We drukken je foto rechtstreeks op de plaat met UV-bestendige inkt en werken het oppervlak mat af, zodat er nauwelijks reflecties zijn.

Je kiest tussen twee uitvoeringen: **wit** voor natuurgetrouwe kleuren, of **geborsteld** aluminium, waarbij de lichte delen van je foto het metaal laten doorschemeren – prachtig bij architectuur, industriële motieven en zwart-witfoto’s. Elk werk krijgt een verzonken ophangrail, zodat het op 2 cm van de muur lijkt te zweven. De formaten lopen van 20 x 30 tot 80 x 120 cm.`,
        faq: [
          {
            q: 'Kan ik aluminium Dibond in de badkamer hangen?',
            a: 'Ja, het materiaal is bestand tegen vocht. Hang het wel niet direct in de spetterzone van de douche.',
          },
          {
            q: 'Welke foto’s werken goed op geborsteld aluminium?',
            a: 'Foto’s met veel contrast en lichte vlakken, zoals skylines, auto’s of zwart-witportretten. Wit wordt in deze uitvoering metallic grijs; voor heldere huidtinten is de witte uitvoering beter.',
          },
        ],
      },

      poster: {
        name: 'Posters',
        title: `Poster van je eigen foto | Printhaus`,
        description:
          'Laat je foto als poster drukken: premium fotopapier, mat of glanzend, van 20 x 30 tot 120 x 180 cm. Met of zonder lijst, stevig verpakt in een koker.',
        headline: 'Jouw foto als poster',
        subline:
          'Voordelig en flexibel: premium fotopapier in mat of glanzend, met of zonder lijst.',
        intro: `## De voordelige manier om groot te gaan

Een poster is de makkelijkste en voordeligste manier om je foto groot aan de muur te krijgen. We drukken op premium fotopapier van 250 g/m², in mat of glanzend, met lichtechte pigmentinkt. Mat geeft een rustige, reflectievrije uitstraling; glanzend laat kleuren extra stralen.

- **Formaten:** van 20 x 30 tot 120 x 180 cm, ook vierkant
- **Verzending:** opgerold in een stevige koker, zonder vouwen of knikken
- **Inlijsten:** direct mee te bestellen in een houten of aluminium lijst

Een poster is ideaal als je graag vaker van beeld wisselt: in een wissellijst hang je elk seizoen een nieuwe foto op. Ook als verrassing voor een verjaardag of bij een nieuw huis is een grote poster een geliefd cadeau.`,
        faq: [
          {
            q: 'Hoe krijg ik de poster weer plat?',
            a: 'Rol de poster voorzichtig tegen de krul in en leg hem een dag onder een paar boeken. Bestel je hem ingelijst, dan leveren we hem uiteraard plat.',
          },
          {
            q: 'Mat of glanzend?',
            a: 'Kies mat voor een rustig beeld zonder reflecties, bijvoorbeeld achter glas. Glanzend past bij kleurrijke foto’s die niet tegenover een raam hangen.',
          },
        ],
      },

      gallery: {
        name: 'Galerieprint',
        title: `Galerieprint achter plexiglas | Printhaus`,
        description:
          'Galerieprint: je foto belicht op echt fotopapier, achter plexiglas en op aluminium Dibond gemonteerd. Museale kwaliteit, desgewenst in een eiken baklijst.',
        headline: 'Galerieprint: de kwaliteit van een expositie',
        subline:
          'Echte fotoafdruk achter plexiglas op aluminium Dibond – zoals je het kent uit galeries en musea.',
        intro: `## Zoals in de galerie

De galerieprint is de manier waarop fotografen hun werk exposeren. We belichten je foto op echt fotopapier met een fijn, diep zwart en natuurlijke huidtinten. Daarna monteren we de afdruk op een plaat van aluminium Dibond en verlijmen we er een laag helder plexiglas op. Het resultaat: de scherpte van een fotoafdruk, de diepte van plexiglas en de vlakheid van aluminium in één werk.

De formaten lopen van 20 x 30 tot 80 x 120 cm. Aan de achterkant monteren we een verzonken ophangrail, zodat de galerieprint vrij van de muur zweeft. Voor een volledig afgewerkt geheel kies je een eiken baklijst met een smalle schaduwvoeg rondom. Elke galerieprint controleren we met de hand voordat we hem inpakken.`,
        faq: [
          {
            q: 'Wat is het verschil met een gewone afdruk op plexiglas?',
            a: 'Bij een galerieprint gebruiken we echt belicht fotopapier en monteren we het geheel op aluminium Dibond. Dat geeft nog fijnere details, meer diepte in de donkere delen en een werk dat altijd volledig vlak blijft.',
          },
          {
            q: 'Kan ik de galerieprint met een lijst bestellen?',
            a: 'Ja, in de configurator kies je een baklijst van eikenhout in naturel, zwart of wit. De lijst wordt gemonteerd geleverd.',
          },
        ],
      },

      hahnemuehle: {
        name: 'Hahnemühle FineArt-print',
        title: `Fine-art-print op Hahnemühle-papier | Printhaus`,
        description:
          'Fine-art-print op Hahnemühle Photo Rag: 100% katoen, zuurvrij en met pigmentinkt gedrukt in museumkwaliteit. Van 20 x 30 tot 80 x 120 cm, ook ingelijst.',
        headline: 'Fine-art-prints op Hahnemühle-papier',
        subline:
          'Museumkwaliteit op zuurvrij katoenpapier – voor zwart-witfotografie, kunst en je allermooiste foto’s.',
        intro: `## Museumkwaliteit op katoenpapier

Hahnemühle maakt al sinds 1584 papier en is de standaard voor fine-art-prints in musea en galeries. We drukken je foto op **Hahnemühle Photo Rag** van 308 g/m²: 100% katoen, zuurvrij en met een zachte, matte structuur die je voelt als je erover strijkt. Onze pigmentprinters werken met twaalf kleuren inkt en geven zo fijne verlopen en een diep, neutraal zwart.

- **Formaten:** van 20 x 30 tot 80 x 120 cm
- **Houdbaarheid:** bij normaal binnenlicht meer dan 100 jaar kleurvast
- **Afwerking:** met een witte rand voor het signeren of volledig uitgevuld
- **Inlijsten:** in een houten lijst met passe-partout

Het matte oppervlak geeft geen reflecties en past daardoor perfect achter glas. Ideaal voor zwart-witfotografie, landschappen en digitale kunst.`,
        faq: [
          {
            q: 'Waarom is Hahnemühle-papier duurder dan een poster?',
            a: 'Het is papier van puur katoen, zonder optische witmakers, en gemaakt om generaties mee te gaan. Dat zie je aan de rijke tonen en voel je aan de structuur.',
          },
          {
            q: 'Kan ik de print zelf signeren?',
            a: 'Ja. Kies een witte rand van 2 of 5 cm; op het matte katoenpapier signeer je prima met een potlood of een archiefbestendige fineliner.',
          },
        ],
      },

      forex: {
        name: 'Afdruk op forex',
        title: `Afdruk op forex – licht en voordelig | Printhaus`,
        description:
          'Je foto op forex: lichte, stevige PVC-hardschuimplaat van 5 mm, mat bedrukt. Zonder boren op te hangen, van 20 x 30 tot 80 x 120 cm. Voordelig en snel geleverd.',
        headline: 'Jouw foto op forex: licht en voordelig',
        subline:
          'Een stevige maar lichte plaat die je zonder boren ophangt – perfect voor huurwoningen en kinderkamers.',
        intro: `## Stevig, licht en zonder boren

Forex is een plaat van PVC-hardschuim: stevig en vormvast, maar zo licht dat je hem met kleefstrips aan de muur hangt. Ideaal als je in een huurwoning niet wilt boren, voor de kinderkamer, de studentenkamer of een tijdelijke expositie. We drukken je foto rechtstreeks op de witte plaat van 5 mm dik, met UV-bestendige inkt en een matte afwerking zonder reflecties.

- **Formaten:** van 20 x 30 tot 80 x 120 cm
- **Dikte:** 5 mm, met strak gezaagde randen
- **Ophangen:** met kleefstrips of met een optioneel ophangsysteem
- **Gewicht:** een plaat van 60 x 90 cm weegt nog geen 2 kilo

Forex is een voordelig alternatief voor aluminium Dibond, met een vergelijkbaar strak en modern resultaat.`,
        faq: [
          {
            q: 'Kan ik forex buiten ophangen?',
            a: 'Voor een feest of evenement van een paar weken kan dat prima. Voor permanent buitengebruik raden we aluminium Dibond aan, omdat forex in de volle zon op termijn kan vervormen.',
          },
          {
            q: 'Laat de plaat sporen achter op de muur?',
            a: 'Niet als je verwijderbare kleefstrips gebruikt. Trek die bij het weghalen langzaam en recht naar beneden, parallel aan de muur.',
          },
        ],
      },

      frames: {
        name: c.nav.frames,
        title: `Fotolijsten van hout en aluminium | Printhaus`,
        description:
          'Fotolijsten van hout en aluminium en baklijsten voor canvas: met passe-partout, breukvast kunststofglas en in formaten van 13 x 18 tot 70 x 100 cm.',
        headline: 'Fotolijsten voor elke foto en elk interieur',
        subline:
          'Houten lijsten, aluminium lijsten en baklijsten – leeg of direct met jouw foto ingelijst.',
        intro: `## De juiste lijst maakt het af

Een goede lijst geeft een foto rust en laat hem beter uitkomen. Bij Printhaus bestel je een lijst leeg, voor je eigen foto of prent, of direct met een poster of Hahnemühle-print die we in ons atelier voor je inlijsten. Je kiest uit drie families:

- **Houten lijsten** in eiken, walnoot, wit en zwart – warm en tijdloos
- **Aluminium lijsten** met een smal profiel – strak en modern
- **Baklijsten** voor canvas – je doek zweeft in de lijst met een schaduwvoeg rondom

Alle lijsten hebben breukvast kunststofglas, desgewenst ontspiegeld. Een passe-partout in wit, gebroken wit of zwart geeft je foto extra ademruimte. De formaten lopen van 13 x 18 tot 70 x 100 cm.`,
        faq: [
          {
            q: 'Kan ik een lijst zonder foto bestellen?',
            a: 'Ja, alle lijsten kun je leeg bestellen, met of zonder passe-partout. Daarin past je eigen foto of een print die je al hebt.',
          },
          {
            q: 'Waarom kunststofglas in plaats van echt glas?',
            a: 'Kunststofglas is lichter en breekt niet, zodat er bij verzending en ophangen niets mis kan gaan. De helderheid is vergelijkbaar met gewoon glas.',
          },
        ],
      },

      frame_wood: {
        name: c.frameTypes.wood,
        title: 'Houten fotolijsten – eiken, walnoot, wit en zwart | Printhaus',
        description:
          'Houten fotolijsten van massief hout in eiken, walnoot, wit en zwart, met passe-partout en breukvast kunststofglas. Leeg of met jouw foto ingelijst.',
        headline: 'Houten lijsten met een natuurlijke uitstraling',
        subline:
          'Massief hout in eiken, walnoot, wit of zwart – met passe-partout, leeg of met je foto ingelijst.',
        intro: `## Warm, tijdloos en met de hand afgewerkt

Een houten lijst past bijna overal: bij een Scandinavisch interieur, een landelijke woonkamer of een moderne werkplek. Onze houten lijsten zijn van massief, FSC®-gecertificeerd hout met een profiel van 2 cm breed. Eiken en walnoot laten de natuurlijke houtnerf zien, wit en zwart zijn gelakt in een zijdematte afwerking.

- **Formaten:** van 13 x 18 tot 70 x 100 cm
- **Glas:** breukvast kunststofglas, desgewenst ontspiegeld
- **Passe-partout:** wit, gebroken wit of zwart, zuurvrij karton
- **Ophangen:** met ophangoogjes, vanaf 50 x 70 cm ook met een ophangbeugel

Bestel je de lijst samen met een poster of Hahnemühle-print, dan lijsten we de foto in ons atelier stofvrij in. Je ontvangt de lijst klaar om op te hangen.`,
        faq: [
          {
            q: 'Welke houtsoort past bij mijn foto?',
            a: 'Eiken is licht en veelzijdig, walnoot warm en donker. Zwart laat kleuren en zwart-witfoto’s sterk uitkomen, wit oogt fris en luchtig.',
          },
          {
            q: 'Kan ik de lijst ook neerzetten?',
            a: 'Formaten tot 20 x 30 cm hebben een uitklapbare steun aan de achterkant, zodat je ze ook op een kast of bureau kunt zetten.',
          },
        ],
      },

      frame_alu: {
        name: c.frameTypes.alu,
        title: 'Aluminium fotolijsten – strak en modern | Printhaus',
        description:
          'Aluminium fotolijsten met smal profiel in zwart, zilver en goud: met passe-partout en breukvast kunststofglas. Leeg of met je foto ingelijst.',
        headline: 'Aluminium lijsten: strak en modern',
        subline:
          'Smalle profielen in mat zwart, geborsteld zilver of goud – voor een galerie-look in huis.',
        intro: `## Minimalistisch en licht

Aluminium lijsten zijn de keuze voor een strak, modern interieur en voor foto’s die zelf het woord mogen voeren. Het smalle profiel van 1,5 cm valt nauwelijks op en geeft je foto een uitstraling als in een galerie. Omdat aluminium licht en sterk is, blijven de lijsten ook in grote formaten goed hanteerbaar.

Je kiest tussen **mat zwart**, **geborsteld zilver** en **geborsteld goud**. Alle lijsten worden geleverd met breukvast kunststofglas, desgewenst ontspiegeld, en met een passe-partout van zuurvrij karton in wit, gebroken wit of zwart als je dat wilt. De formaten lopen van 13 x 18 tot 70 x 100 cm. Met een poster of fine-art-print besteld, lijsten we je foto stofvrij in en ontvang je hem klaar om op te hangen.`,
        faq: [
          {
            q: 'Past een aluminium lijst in een fotowand?',
            a: 'Zeker. Door het smalle, gelijke profiel vormen meerdere aluminium lijsten samen een rustig geheel, ook als de foto’s verschillen.',
          },
          {
            q: 'Hoe hang ik een aluminium lijst op?',
            a: 'De lijsten hebben aan de achterkant verschuifbare ophanghaken. Zo hang je ze ook met één spijker of schroef precies waterpas.',
          },
        ],
      },

      frame_floater: {
        name: c.frameTypes.floater,
        title: 'Baklijsten voor canvas – eiken, zwart en wit | Printhaus',
        description:
          'Baklijsten voor canvasdoeken met een schaduwvoeg rondom: van massief eiken, zwart of wit. Direct met je canvas of leeg voor een bestaand doek.',
        headline: 'Baklijsten: je canvas zweeft in de lijst',
        subline:
          'Een smalle schaduwvoeg rondom laat je canvas zweven – de elegantste manier om een doek in te lijsten.',
        intro: `## De perfecte lijst voor canvas

Een baklijst is een lijst zonder glas waarin je canvas met een kleine tussenruimte wordt gemonteerd. Die smalle schaduwvoeg van 5 mm laat het doek lijken te zweven en geeft het de uitstraling van een schilderij in een museum. Onze baklijsten zijn van massief eikenhout, naturel geolied of zwart of wit gelakt.

- **Voor canvas:** met een spieraam van 2,5 of 3,8 cm diep
- **Formaten:** van 20 x 30 tot 80 x 120 cm
- **Montage:** bij een nieuw canvas monteren we de lijst direct in ons atelier
- **Ophangen:** inclusief ophangsysteem, klaar om op te hangen

Heb je al een canvas van ons? Bestel de baklijst dan leeg in het juiste formaat; de bevestigingsplaatjes en schroeven zitten erbij.`,
        faq: [
          {
            q: 'Past de baklijst ook om een canvas van een andere winkel?',
            a: 'Meestal wel, als het formaat en de diepte van het spieraam overeenkomen. Meet je doek op en kies de lijst die daar exact bij past; bij twijfel helpt onze klantenservice je graag.',
          },
          {
            q: 'Zit er glas in een baklijst?',
            a: 'Nee. Canvas heeft geen glas nodig en komt zonder reflecties het best tot zijn recht.',
          },
        ],
      },
    },

    info: {
      shipping: {
        name: c.footer.links.shipping,
        title: 'Verzending en levertijden – alles over je levering | Printhaus',
        description: `Levertijden, verzendkosten en track & trace bij Printhaus: gratis verzending vanaf ${freeShipping(m)}, expreslevering binnen 24 uur en levering in heel Europa.`,
        headline: 'Verzending en levertijden',
        body: `## Hoe snel is je bestelling er?

We maken elke bestelling in onze eigen drukkerij in Berlijn. Hoe lang dat duurt, hangt af van het product:

- **Kaarten, kalenders en foto-afdrukken:** 1–3 werkdagen
- **Fotoboeken en fotoboxen:** 3–5 werkdagen
- **Wanddecoratie en lijsten:** 2–4 werkdagen

Daarna is je pakket meestal binnen 1–2 werkdagen bij je. Heb je haast? Voor kaarten, kalenders en foto-afdrukken bieden we **expreslevering**: bestel je op een werkdag vóór 12.00 uur, dan heb je je bestelling binnen 24 uur. Of expres mogelijk is, zie je bij het afrekenen.

## Wat kost de verzending?

Vanaf een bestelbedrag van ${freeShipping(m)} verzenden we gratis. Daaronder betaal je ${shippingCost(m)} per bestelling, ongeacht het aantal producten. Expreslevering kost ${eur(9.95)} extra.

## Vervoerders en track & trace

We verzenden met ${be ? 'bpost en DHL' : 'PostNL en DHL'}. Kaarten en kleine bestellingen passen meestal door de brievenbus; grotere pakketten en wanddecoratie worden aan de deur afgeleverd. Zodra je pakket onderweg is, krijg je een e-mail met een track-&-trace-link. Daarmee kun je de bezorging volgen en vaak ook een ander moment of een afhaalpunt kiezen.

## Verzending naar andere landen

We leveren in heel de Europese Unie, in Zwitserland en in het Verenigd Koninkrijk. De verzendkosten en levertijd voor jouw land zie je bij het afrekenen. Buiten de EU kunnen er invoerrechten of btw bij de ontvanger in rekening worden gebracht.

## Beschadigd aangekomen?

We verpakken alles zorgvuldig, wanddecoratie met hoekbescherming in een doos op maat. Is er toch iets beschadigd, stuur dan binnen 14 dagen een foto naar onze [klantenservice](${P.contact}). We maken je product gratis opnieuw.`,
      },

      payment: {
        name: c.footer.links.payment,
        title: 'Betaalmethoden – veilig en makkelijk betalen | Printhaus',
        description: `Betaal bij Printhaus met ${be ? 'Bancontact' : 'iDEAL'}, PayPal, creditcard, Apple Pay, Google Pay of Klarna. Met factuur per e-mail en cadeaubonnen die je kunt combineren.`,
        headline: 'Betaalmethoden',
        body: `## Zo kun je betalen

Bij het afrekenen kies je de betaalmethode die jou het beste uitkomt. Alle betalingen verlopen via een beveiligde verbinding; je betaalgegevens worden niet bij ons opgeslagen, maar alleen door de betaalprovider verwerkt.

${localPayments}
- **PayPal:** met je PayPal-account, zonder je bankgegevens opnieuw in te voeren.
- **Creditcard en debitcard:** Visa, Mastercard en American Express, beveiligd met 3D Secure.
- **Apple Pay en Google Pay:** met één tik op je telefoon, tablet of computer.
- **Klarna:** achteraf betalen, pas nadat je je bestelling hebt ontvangen.

## Factuur

Na je bestelling ontvang je de factuur als pdf per e-mail. Je vindt hem ook altijd terug bij [Mijn bestellingen](${P.orders}). Alle prijzen zijn inclusief btw, en de btw staat apart op de factuur vermeld. Heb je een factuur op bedrijfsnaam nodig, vul dan bij het afrekenen je bedrijfsnaam en btw-nummer in.

Zakelijke klanten kunnen na goedkeuring ook op rekening betalen, met een betaaltermijn van 14 dagen. Meer daarover lees je bij [Zakelijke klanten](${P.business}).

## Cadeaubonnen en kortingscodes

Een [cadeaubon](${P.vouchers}) of kortingscode vul je in bij het afrekenen of via [Kortingscode inwisselen](${P.redeem}). Is het tegoed niet genoeg voor je hele bestelling, dan betaal je het restant gewoon met een van de betaalmethoden hierboven. Per bestelling kun je één kortingscode gebruiken; cadeaubonnen kun je combineren.`,
      },

      contact: {
        name: c.footer.links.contact,
        title: 'Contact met de klantenservice van Printhaus | Printhaus',
        description: `Vragen over je bestelling of een ontwerp? Bel ${m.hotline} of mail service@printhaus.example. We helpen je van maandag tot en met vrijdag van 9.00 tot 18.00 uur.`,
        headline: 'Contact',
        body: `## We helpen je graag

Heb je een vraag over je ontwerp, je bestelling of de levering? Ons klantenserviceteam weet alles van papier, formaten en drukwerk en denkt graag met je mee.

- **Telefoon:** ${m.hotline}
- **Openingstijden:** ${c.serviceText.replace(/^Persoonlijk advies van /, '')}
- **E-mail:** service@printhaus.example – we antwoorden binnen één werkdag

Houd bij vragen over een bestelling je **bestelnummer** bij de hand. Je vindt het in de bevestigingsmail en bij [Mijn bestellingen](${P.orders}).

## Eerst zelf zoeken?

Veel antwoorden over ontwerpen, verzending, betalen en klachten staan al bij [Hulp & veelgestelde vragen](${P.faq}). Daar vind je ook tips voor de beste resolutie van je foto’s.

## Postadres

Printhaus GmbH
Lindenstraße 41
10969 Berlin
Duitsland

Let op: op dit adres hebben we geen winkel of afhaalpunt. Wil je iets terugsturen, neem dan eerst contact met ons op, zodat we je het juiste retouradres en een retourlabel kunnen sturen.

## Andere vragen

- Bestellingen voor je bedrijf: [Zakelijke klanten](${P.business})
- Journalisten en media: [Pers](${P.press})
- Werken bij Printhaus: [Vacatures](${P.jobs})`,
      },

      about: {
        name: c.footer.links.about,
        title: 'Over Printhaus – drukwerk met zorg sinds 2011 | Printhaus',
        description:
          'Printhaus drukt sinds 2011 in Berlijn kaarten, fotokalenders, fotoboeken en wanddecoratie. Eigen drukkerij, 180 medewerkers, groene stroom en handmatige controle.',
        headline: 'Over Printhaus',
        body: `## Begonnen met een liefde voor papier

Printhaus begon in 2011 in Berlijn-Kreuzberg, in een oude drukkerij op een binnenplaats, met een eenvoudig idee: foto’s horen niet alleen op een scherm, maar in je handen en aan je muur. Wat begon met een kleine drukpers en een handvol fotografen en drukkers, is uitgegroeid tot een van de bekende adressen voor persoonlijk drukwerk in Europa.

## Alles in eigen huis

We drukken niet via tussenpersonen, maar in onze eigen drukkerij. Daar werken we met moderne digitale persen, fotobelichters en pigmentprinters voor fine-art, naast een atelier waar canvasdoeken met de hand worden gespannen en lijsten op maat worden gemaakt. Zo houden we de kwaliteit zelf in de hand, van het eerste vel tot het laatste pakket.

## Ruim 180 mensen

Bij Printhaus werken ongeveer 180 mensen: drukkers, boekbinders, lijstenmakers, softwareontwikkelaars, ontwerpers en een klantenservice die je persoonlijk te woord staat. Ons ontwerpteam bedenkt elk seizoen nieuwe kaarten en kalenders, en onze ontwikkelaars zorgen ervoor dat je ze eenvoudig op elk apparaat kunt personaliseren.

## Elke bestelling met de hand gecontroleerd

Voordat een bestelling de deur uitgaat, kijkt een van onze medewerkers ernaar: klopt de snijlijn, is de kleur goed, zit er geen stofje onder het plexiglas? En is er toch iets niet in orde, dan drukken we gratis opnieuw.

## Verantwoord drukken

Onze drukkerij draait volledig op groene stroom, we gebruiken FSC®-gecertificeerd papier en verzenden klimaatneutraal. Meer daarover lees je op onze pagina over [duurzaamheid](${P.sustainability}).

Benieuwd of je bij ons past? Bekijk onze [vacatures](${P.jobs}).`,
      },

      sustainability: {
        name: c.footer.links.sustainability,
        title: 'Duurzaamheid – zo drukken wij verantwoord | Printhaus',
        description:
          'FSC®-papier, groene stroom, klimaatneutrale verzending, recyclebare verpakkingen en zo weinig mogelijk afval: zo maakt Printhaus drukwerk verantwoord.',
        headline: 'Duurzaamheid bij Printhaus',
        body: `## Mooi drukwerk, met respect voor het milieu

Papier, inkt, energie en transport: drukwerk laat sporen na. Wij doen er alles aan om die zo klein mogelijk te houden, zonder in te leveren op kwaliteit.

## FSC®-gecertificeerd papier

Bijna al ons papier en karton – van kaarten en kalenders tot fotoboeken – is FSC®-gecertificeerd. Het hout komt uit verantwoord beheerde bossen, waar meer wordt aangeplant dan gekapt. Ook het hout van onze lijsten en spieramen is FSC®-gecertificeerd.

## Groene stroom

Onze drukkerij in Berlijn draait sinds 2016 volledig op groene stroom uit wind- en zonne-energie. Op het dak van onze hal liggen bovendien zonnepanelen die een deel van onze stroom zelf opwekken.

## Klimaatneutraal verzenden

De CO₂-uitstoot van al onze zendingen compenseren we via gecertificeerde klimaatprojecten. Daarnaast bundelen we bestellingen slim, zodat er zo min mogelijk kilometers worden gereden.

## Verpakkingen die je kunt recyclen

We verpakken in karton en papier, grotendeels gemaakt van gerecycled materiaal. Plastic gebruiken we alleen waar het niet anders kan, zoals de beschermfolie op plexiglas. Alle verpakkingen mogen bij het oud papier – behalve die folie.

## Zo weinig mogelijk afval

We drukken op bestelling, dus er blijven geen voorraden liggen die later worden weggegooid. Snijresten en misdrukken gaan naar de papierrecycling, en inktresten en gebruikte cartridges worden gescheiden ingezameld en verwerkt. Elke bestelling controleren we met de hand, zodat er zo min mogelijk opnieuw gedrukt hoeft te worden.

Meer over ons bedrijf lees je op [Over Printhaus](${P.about}).`,
      },

      jobs: {
        name: c.footer.links.jobs,
        title: 'Vacatures – werken bij Printhaus in Berlijn | Printhaus',
        description:
          'Werken bij Printhaus: vacatures in drukwerkproductie, softwareontwikkeling en klantenservice. Ontdek wat we bieden en solliciteer via jobs@printhaus.example.',
        headline: 'Werken bij Printhaus',
        body: `## Maak met ons iets tastbaars

Bij Printhaus maken we elke dag duizenden producten die mensen ontroeren: geboortekaartjes, fotoboeken van een huwelijksreis, een canvas van het eerste huis. Daarvoor zoeken we mensen die net als wij houden van goed vakwerk – in de drukkerij, achter het toetsenbord of aan de telefoon.

## Waar we mensen zoeken

- **Drukwerkproductie:** drukkers, nabewerkers, boekbinders en lijstenmakers in onze drukkerij in Berlijn, in dag- of avonddienst.
- **Software:** frontend- en backendontwikkelaars, product designers en data-specialisten die onze webshop, ontwerptool en app verder brengen.
- **Klantenservice:** collega’s die klanten telefonisch en per e-mail helpen – wie Nederlands spreekt, is van harte welkom in ons team voor Nederland en België.

Staat jouw functie er niet bij? Stuur ons gerust een open sollicitatie.

## Wat we bieden

- een vast contract en een eerlijk salaris
- 30 vakantiedagen en flexibele werktijden waar het werk het toelaat
- thuiswerken voor software en klantenservice, deels of volledig
- een bijdrage aan je ov-abonnement of een fiets van de zaak
- opleidingen, vakliteratuur en tijd om te leren
- korting op al onze producten voor jou, familie en vrienden
- een team van ongeveer 180 collega’s uit meer dan twintig landen

## Zo solliciteer je

Stuur je cv, een korte motivatie en je gewenste startdatum naar **jobs@printhaus.example**. Een portfolio of link naar je GitHub-profiel is welkom, een diploma-overzicht hoeft niet. Je krijgt binnen twee weken persoonlijk antwoord. Het eerste gesprek is meestal online, daarna nodigen we je uit voor een kennismaking in onze drukkerij.

Meer over ons bedrijf lees je op [Over Printhaus](${P.about}).`,
      },

      press: {
        name: c.footer.links.press,
        title: 'Pers – feiten, cijfers en perscontact | Printhaus',
        description:
          'Informatie voor journalisten: feiten en cijfers over Printhaus, perscontact via press@printhaus.example en beeldmateriaal op aanvraag.',
        headline: 'Pers',
        body: `## Perscontact

Schrijf je over persoonlijk drukwerk, fotografie, e-commerce of duurzaam produceren? Ons persteam helpt je graag verder met informatie, cijfers en gesprekspartners.

**E-mail:** press@printhaus.example
We reageren op werkdagen meestal dezelfde dag.

## Feiten en cijfers

- **Opgericht:** 2011 in Berlijn
- **Directie:** Clara Weiß en Jonas Albers
- **Medewerkers:** ongeveer 180
- **Productie:** eigen drukkerij en atelier in Berlijn, volledig op groene stroom
- **Assortiment:** kaarten, fotokalenders, fotoboeken, foto-afdrukken, fotoboxen, collages en wanddecoratie op canvas, plexiglas, aluminium Dibond en Hahnemühle-papier
- **Markten:** webshops in tien landen, waaronder Nederland en België
- **Kwaliteit:** elke bestelling wordt met de hand gecontroleerd

## Beeldmateriaal

Productfoto’s, sfeerbeelden, foto’s van onze drukkerij, ons logo en portretten van de directie sturen we je op aanvraag in hoge resolutie. Vermeld in je mail voor welk medium en welk artikel je het materiaal wilt gebruiken.

## Producten testen en drukkerij bezoeken

Wil je een product testen voor een review of een vergelijking? We stellen graag een exemplaar met je eigen ontwerp ter beschikking. Ook een bezoek aan onze drukkerij in Berlijn is op afspraak mogelijk – daar zie je hoe een foto in een paar uur een canvas of fotoboek wordt.

Voor vragen van klanten kun je terecht bij onze [klantenservice](${P.contact}).`,
      },

      business: {
        name: c.footer.links.business,
        title: 'Zakelijk drukwerk: kerstkaarten en kalenders met logo | Printhaus',
        description:
          'Printhaus voor bedrijven: kerstkaarten, kalenders met logo en wanddecoratie voor kantoor. Staffelkorting vanaf 50 stuks en betalen op rekening.',
        headline: 'Printhaus voor zakelijke klanten',
        body: `## Persoonlijk drukwerk voor je bedrijf

Een kaart met een handgeschreven groet of een kalender die het hele jaar op het bureau van je klant staat: persoonlijk drukwerk blijft hangen. Bij Printhaus maak je het in de huisstijl van je bedrijf, van tien stuks tot tienduizend.

## Populair bij onze zakelijke klanten

- **Zakelijke kerstkaarten** met je logo, een teamfoto of je eigen ontwerp – ook met goud- of zilverfolie. Bekijk onze [kerstkaarten](${P.occ_christmas}).
- **Kalenders met logo** als relatiegeschenk, zoals de [bureaukalender](${P.deskCalendar}) of de [wandkalender](${P.wallCalendar}).
- **Wanddecoratie voor kantoor, praktijk of winkel:** canvas, aluminium Dibond en plexiglas in grote formaten.
- **Fotoboeken** voor een jubileum, een afscheid of een bedrijfsuitje.

## Wat je van ons kunt verwachten

- **Staffelkorting vanaf 50 stuks**, oplopend bij grotere aantallen
- **Betalen op rekening** met een betaaltermijn van 14 dagen, na goedkeuring
- **Eigen ontwerp:** upload een drukklare pdf of laat ons je logo en huisstijlkleuren in een ontwerp verwerken
- **Proefdruk** vóór de grote oplage, zodat kleuren en papier precies kloppen
- **Verzending naar meerdere adressen**, bijvoorbeeld direct naar al je vestigingen

## Persoonlijk contact

Je krijgt een vast aanspreekpunt dat je bestelling van offerte tot levering begeleidt. Mail ons met het product, het aantal en de gewenste leverdatum naar **business@printhaus.example**, dan ontvang je binnen één werkdag een offerte op maat. Liever bellen? Dat kan op ${m.hotline}.`,
      },

      app: {
        name: c.burger.app,
        title: 'De Printhaus-app voor iOS en Android | Printhaus',
        description:
          'Met de Printhaus-app ontwerp je kaarten, kalenders, fotoboeken en wanddecoratie op je telefoon. Foto’s direct uploaden, projecten bewaren in je account.',
        headline: 'De Printhaus-app',
        body: `## Ontwerpen waar je foto’s al staan

De meeste foto’s maken we met onze telefoon – en daar blijven ze vaak ook staan. Met de Printhaus-app voor iOS en Android maak je er in een paar minuten een kaart, kalender, fotoboek of canvas van, op de bank, in de trein of tijdens de vakantie.

## Wat je met de app kunt

- **Foto’s direct uploaden** uit je galerij, iCloud of Google Foto’s – zonder eerst te hoeven overzetten naar je computer.
- **Ontwerpen op je telefoon** met dezelfde ontwerpen, lettertypen en opties als op de website.
- **Slimme suggesties:** de app stelt foto’s voor bij een bepaalde datum of reis, handig voor een fotoboek of kalender.
- **Projecten bewaren in je account:** begin in de app en ga verder op je computer, of andersom. Alles wordt automatisch opgeslagen.
- **Bestellen en volgen:** reken af met je favoriete betaalmethode en volg je bestelling tot aan de deur.

## Downloaden

Je vindt de Printhaus-app gratis in de App Store en in Google Play. De app werkt op iPhones en iPads vanaf iOS 16 en op Android-toestellen vanaf Android 10. Log in met hetzelfde account als op de website, dan staan al je projecten en bestellingen meteen klaar.

## Hulp nodig?

Lukt iets niet in de app, kijk dan bij [Hulp & veelgestelde vragen](${P.faq}) of neem [contact](${P.contact}) met ons op.`,
      },

      withdrawal: {
        name: c.footer.links.withdrawal,
        title: 'Herroepingsrecht, retourneren en klachten | Printhaus',
        description:
          'Geen herroepingsrecht voor gepersonaliseerde producten, wel 14 dagen voor lege fotolijsten en andere artikelen zonder ontwerp. Plus onze herdrukbelofte.',
        headline: 'Herroepingsrecht',
        body: `## Gepersonaliseerde producten

Bijna alles wat we maken, maken we speciaal voor jou: met jouw foto’s, jouw teksten en in het formaat dat jij kiest. Voor zulke producten geldt **geen herroepingsrecht**. Dat is wettelijk zo geregeld: het herroepingsrecht bij kopen op afstand geldt niet voor producten die volgens de specificaties van de consument zijn gemaakt of duidelijk voor een bepaalde persoon bestemd zijn (artikel 16, onder c, van de Europese richtlijn consumentenrechten 2011/83/EU). Kaarten, kalenders, fotoboeken, foto-afdrukken en wanddecoratie met jouw ontwerp kun je dus niet zonder reden retourneren.

Controleer daarom vóór het bestellen goed de preview, de spelling en de gekozen opties. Na het plaatsen van je bestelling kun je je ontwerp nog korte tijd aanpassen zolang de productie niet is begonnen; neem daarvoor zo snel mogelijk contact met ons op.

## 14 dagen herroepingsrecht voor niet-gepersonaliseerde artikelen

Voor artikelen zonder jouw ontwerp, zoals lege fotolijsten en passe-partouts, heb je wel een herroepingsrecht van **14 dagen**. Die termijn begint op de dag nadat jij, of iemand die jij hebt aangewezen, het artikel hebt ontvangen. Je hoeft geen reden op te geven.

## Zo herroep je

1. Laat ons binnen 14 dagen duidelijk weten dat je de overeenkomst wilt herroepen, bijvoorbeeld per e-mail aan service@printhaus.example of per brief aan Printhaus GmbH, Lindenstraße 41, 10969 Berlin, Duitsland. Vermeld je naam, je bestelnummer en het artikel.
2. Stuur het artikel binnen 14 dagen na je melding terug, onbeschadigd en zo mogelijk in de originele verpakking. Wij sturen je het retouradres; de kosten van het terugsturen zijn voor jou.
3. We betalen het aankoopbedrag inclusief de standaardverzendkosten binnen 14 dagen na je melding terug, via de betaalmethode die je hebt gebruikt. We mogen wachten met terugbetalen tot we het artikel hebben ontvangen of je hebt aangetoond dat je het hebt teruggestuurd.

## Iets niet in orde? Dan drukken we opnieuw

Los van het herroepingsrecht staan we altijd achter onze kwaliteit. Zit er een drukfout in je product, is het beschadigd aangekomen of heb je iets anders ontvangen dan je hebt besteld? Meld het binnen 14 dagen bij onze [klantenservice](${P.contact}), met een foto van het product. We drukken dan gratis opnieuw of je krijgt je geld terug – jij kiest. Je hoeft het product meestal niet eens terug te sturen.

Je wettelijke rechten bij een gebrekkig product blijven daarnaast volledig gelden.`,
      },

      imprint: {
        name: c.footer.links.imprint,
        title: 'Colofon – bedrijfsgegevens van Printhaus GmbH | Printhaus',
        description:
          'Colofon en bedrijfsgegevens van Printhaus GmbH, Lindenstraße 41, 10969 Berlin: directie, handelsregister, btw-nummer en contactgegevens.',
        headline: 'Colofon',
        body: `## Bedrijfsgegevens

Printhaus GmbH
Lindenstraße 41
10969 Berlin
Duitsland

## Vertegenwoordigd door

De directie (Geschäftsführer): Clara Weiß en Jonas Albers

## Contact

Telefoon: ${m.hotline}
E-mail: service@printhaus.example

Onze klantenservice is bereikbaar van maandag tot en met vrijdag van 9.00 tot 18.00 uur. Alle manieren om ons te bereiken vind je op de pagina [Contact](${P.contact}).

## Inschrijving in het handelsregister

Registergerecht: Amtsgericht Berlin-Charlottenburg
Registernummer: HRB 214587 B

## Btw-identificatienummer

DE 318 446 092

## Verantwoordelijk voor de inhoud

Clara Weiß, Printhaus GmbH, Lindenstraße 41, 10969 Berlin, Duitsland

## Geschillenbeslechting

We zijn niet verplicht en niet bereid om deel te nemen aan een geschillenprocedure bij een consumentengeschillencommissie. Heb je een klacht, neem dan contact op met onze klantenservice: we zoeken altijd eerst samen met jou naar een oplossing.

## Auteursrecht

Teksten, foto’s, ontwerpen en grafische elementen op deze website zijn beschermd door het auteursrecht en mogen niet zonder onze toestemming worden overgenomen. De ontwerpen in onze ontwerptool mag je uiteraard gebruiken voor producten die je bij ons bestelt.`,
      },

      privacy: {
        name: c.footer.links.privacy,
        title: 'Privacyverklaring – zo gaan we om met je gegevens | Printhaus',
        description:
          'Privacyverklaring van Printhaus volgens de AVG: welke gegevens we verwerken en waarom, cookies, bewaartermijnen en je rechten. Vragen? privacy@printhaus.example.',
        headline: 'Privacyverklaring',
        body: `## Wie is verantwoordelijk?

Verwerkingsverantwoordelijke in de zin van de Algemene verordening gegevensbescherming (AVG) is Printhaus GmbH, Lindenstraße 41, 10969 Berlin, Duitsland, telefoon ${m.hotline}. Voor alle vragen over privacy kun je terecht bij onze functionaris voor gegevensbescherming via **privacy@printhaus.example**.

## Welke gegevens we verwerken en waarom

### Bestellingen

Voor het uitvoeren van je bestelling verwerken we je naam, adres, e-mailadres, telefoonnummer (voor de vervoerder), bestelgegevens en betaalstatus (artikel 6, lid 1, onder b, AVG). De foto’s en teksten die je uploadt, gebruiken we uitsluitend om je product te maken. Foto’s die niet in een opgeslagen project staan, verwijderen we 90 dagen na levering.

### Klantaccount

Maak je een account aan, dan bewaren we je gegevens, projecten en bestelgeschiedenis zodat je later verder kunt ontwerpen en snel kunt nabestellen. Je kunt je account altijd zelf verwijderen bij [Mijn account](${P.account}).

### Nieuwsbrief

Voor de nieuwsbrief gebruiken we je e-mailadres alleen als je daar toestemming voor geeft (artikel 6, lid 1, onder a, AVG). We werken met een dubbele bevestiging (double opt-in): je ontvangt eerst een e-mail waarin je je aanmelding bevestigt. Afmelden kan altijd via de link onderaan elke nieuwsbrief.

### Cookies en toestemming

Cookies die nodig zijn voor de werking van de webshop, zoals je winkelwagen en inlog, plaatsen we altijd. Analytische en marketingcookies plaatsen we alleen als je daar in onze cookiebanner toestemming voor geeft. Je kunt je keuze op elk moment wijzigen via ‘Cookie-instellingen’ onderaan de pagina.

### Webanalyse

Alleen met je toestemming meten we hoe bezoekers onze website gebruiken, om de webshop te verbeteren. IP-adressen worden daarbij ingekort, zodat ze niet tot jou te herleiden zijn.

### Betaalproviders en vervoerders

Voor de betaling geven we de noodzakelijke gegevens door aan de betaalprovider die je kiest, zoals PayPal, Klarna, ${be ? 'Bancontact' : 'iDEAL'} of je creditcardmaatschappij. Vervoerders ontvangen je naam en adres, en je e-mailadres om je over de bezorging te informeren. Waar gegevens buiten de EU worden verwerkt, zorgen we met de standaardcontractbepalingen van de Europese Commissie voor een passend beschermingsniveau.

## Hoe lang we gegevens bewaren

We bewaren gegevens niet langer dan nodig. Bestel- en factuurgegevens moeten we op grond van de belasting- en handelswetgeving tien jaar bewaren. Accountgegevens verwijderen we als je je account opheft of als je drie jaar niet hebt ingelogd. Je aanmelding voor de nieuwsbrief bewaren we tot je je afmeldt.

## Je rechten

Je hebt het recht op **inzage** in je gegevens, op **rectificatie** van onjuiste gegevens, op **verwijdering** en op beperking van de verwerking. Je kunt **bezwaar** maken tegen verwerking op basis van ons gerechtvaardigd belang en je gegevens laten overdragen. Een gegeven toestemming kun je altijd intrekken. Stuur hiervoor een e-mail naar privacy@printhaus.example.

Ben je het niet eens met hoe wij met je gegevens omgaan, dan kun je een klacht indienen bij een toezichthouder, ${be ? 'bijvoorbeeld de Gegevensbeschermingsautoriteit in Brussel' : 'bijvoorbeeld de Autoriteit Persoonsgegevens in Den Haag'}.`,
      },

      terms: {
        name: c.footer.links.terms,
        title: 'Algemene voorwaarden van Printhaus GmbH | Printhaus',
        description:
          'De algemene voorwaarden van Printhaus: bestellen, prijzen, levering, betaling, rechten op je foto’s, aansprakelijkheid en toepasselijk recht.',
        headline: 'Algemene voorwaarden',
        body: `## 1. Toepasselijkheid

Deze algemene voorwaarden gelden voor alle bestellingen die je als consument of ondernemer plaatst in de webshop en de app van Printhaus GmbH, Lindenstraße 41, 10969 Berlin, Duitsland (hierna: ‘Printhaus’). Afwijkende voorwaarden van de klant gelden alleen als wij daar schriftelijk mee hebben ingestemd.

## 2. Totstandkoming van de overeenkomst

De producten in onze webshop zijn geen bindend aanbod, maar een uitnodiging om te bestellen. Met de knop ‘Bestellen en betalen’ doe je een bindend aanbod. Je ontvangt direct een ontvangstbevestiging per e-mail; de overeenkomst komt tot stand zodra we je bestelling bevestigen of in productie nemen. De bestelgegevens bewaren we en je kunt ze terugvinden in je account.

## 3. Prijzen en verzendkosten

Alle prijzen zijn in ${m.currency === 'EUR' ? 'euro' : m.currency} en inclusief de wettelijke btw. Verzendkosten worden apart vermeld: vanaf ${freeShipping(m)} verzenden we gratis, daaronder rekenen we ${shippingCost(m)}. Het bedrag dat je in de winkelwagen ziet voordat je bestelt, is bindend.

## 4. Levering

We leveren naar het adres dat je bij de bestelling opgeeft. De levertijden staan bij het product en op onze pagina [Verzending en levertijden](${P.shipping}). Kunnen we een product onverhoopt niet leveren, dan laten we dat direct weten en betalen we reeds betaalde bedragen onmiddellijk terug.

## 5. Betaling

Je betaalt met een van de betaalmethoden die we bij het afrekenen aanbieden, zie [Betaalmethoden](${P.payment}). Bij betaling op rekening geldt een betaaltermijn van 14 dagen na de factuurdatum.

## 6. Eigendomsvoorbehoud

De producten blijven eigendom van Printhaus totdat het volledige bedrag is betaald.

## 7. Jouw foto’s en teksten

Je blijft eigenaar van alle foto’s, teksten en andere inhoud die je uploadt. Je geeft ons uitsluitend het recht om die inhoud te gebruiken voor het maken en leveren van je bestelling. Je verklaart dat je de benodigde rechten op de inhoud hebt, dat de afgebeelde personen akkoord zijn en dat de inhoud geen rechten van derden schendt. We drukken geen inhoud die strafbaar, discriminerend of in strijd met rechten van derden is en mogen zulke bestellingen weigeren. Vorderingen van derden als gevolg van jouw inhoud komen voor jouw rekening.

## 8. Herroepingsrecht en klachten

Voor gepersonaliseerde producten geldt geen herroepingsrecht. Alle details, ook over niet-gepersonaliseerde artikelen, lees je op de pagina [Herroepingsrecht](${P.withdrawal}). Kleine kleurverschillen tussen scherm en druk zijn technisch onvermijdelijk en geen gebrek. Bij een drukfout of transportschade drukken we gratis opnieuw of betalen we je terug; daarnaast gelden je wettelijke rechten.

## 9. Aansprakelijkheid

We zijn onbeperkt aansprakelijk voor schade door opzet of grove nalatigheid en voor letsel. Bij lichte nalatigheid zijn we alleen aansprakelijk bij schending van een wezenlijke verplichting, en dan beperkt tot de voorzienbare, voor dit soort overeenkomsten gebruikelijke schade. Bewaar altijd zelf een kopie van je foto’s; voor het verlies van geüploade bestanden zijn we niet aansprakelijk.

## 10. Toepasselijk recht

Op overeenkomsten met Printhaus is Duits recht van toepassing, met uitsluiting van het Weens Koopverdrag. Als consument behoud je de bescherming van de dwingende bepalingen van het recht van het land waar je woont.`,
      },

      compare: {
        name: c.nav.compare,
        title: 'Materialen voor wanddecoratie vergeleken | Printhaus',
        description:
          'Canvas, plexiglas, aluminium Dibond, poster, galerieprint, Hahnemühle FineArt of forex? Zo kies je het materiaal dat bij je foto en je interieur past.',
        headline: 'Materialen voor wanddecoratie vergeleken',
        body: `## Welk materiaal past bij jouw foto?

Hetzelfde beeld ziet er op canvas heel anders uit dan achter plexiglas. Hieronder zetten we onze zeven materialen op een rij, met waar ze het sterkst in zijn.

### Canvas

Fijn geweven canvas, met de hand gespannen op een houten spieraam. De matte structuur geeft elk beeld een warme, schilderachtige uitstraling zonder reflecties.
**Ideaal voor:** familiefoto’s, portretten en landschappen in de woonkamer. [Naar canvas](${P.canvas})

### Plexiglas

Je foto achter 5 mm glashelder plexiglas, met gepolijste randen en een zwevende ophanging. Kleuren stralen en krijgen een bijna tastbare diepte.
**Ideaal voor:** felle kleuren, nachtopnamen en reisfoto’s met veel contrast. [Naar plexiglas](${P.acrylic})

### Aluminium Dibond

Direct gedrukt op een 3 mm dikke, vormvaste aluminium plaat, in wit of geborsteld. Strak, modern en ongevoelig voor vocht.
**Ideaal voor:** architectuur, zwart-witfoto’s en moderne interieurs, ook in keuken en badkamer. [Naar aluminium Dibond](${P.alu})

### Poster

Premium fotopapier in mat of glanzend, geleverd in een koker of direct ingelijst. De voordeligste manier om groot te gaan.
**Ideaal voor:** wie graag wisselt, kinderkamers en grote formaten met een klein budget. [Naar posters](${P.poster})

### Galerieprint

Een echte fotoafdruk achter plexiglas, gemonteerd op aluminium Dibond en desgewenst in een eiken baklijst. Dit is de kwaliteit die je in galeries ziet.
**Ideaal voor:** je allerbeste foto’s en de plek die iedereen als eerste ziet. [Naar de galerieprint](${P.gallery})

### Hahnemühle FineArt

Pigmentdruk op zuurvrij katoenpapier van Hahnemühle, met een zachte, matte structuur en museumkwaliteit die meer dan honderd jaar meegaat.
**Ideaal voor:** zwart-witfotografie, kunst en prints die ingelijst worden. [Naar Hahnemühle FineArt](${P.hahnemuehle})

### Forex

Een lichte, stevige plaat van PVC-hardschuim, mat bedrukt en met kleefstrips op te hangen zonder te boren.
**Ideaal voor:** huurwoningen, studentenkamers, beurzen en tijdelijke decoratie. [Naar forex](${P.forex})

## Zo maak je je keuze

1. **Kijk naar je foto.** Warme, zachte beelden passen bij canvas of Hahnemühle, felle kleuren bij plexiglas, strakke lijnen bij aluminium.
2. **Kijk naar de ruimte.** Hangt de foto tegenover een raam, kies dan een mat oppervlak zoals canvas, aluminium of forex in plaats van hoogglans plexiglas.
3. **Kijk naar je budget.** Posters en forex zijn het voordeligst, de galerieprint en Hahnemühle zijn voor als het echt bijzonder moet zijn.

Twijfel je nog? Onze gratis beeldcontrole vertelt je vóór het drukken of je foto geschikt is voor het gekozen materiaal en formaat.`,
      },
    },

    magazine: {
      name: c.words.magazine,
      title: 'Magazine: ideeën voor kaarten en wanddecoratie | Printhaus',
      description:
        'Teksten voor kaarten, tips voor je fotokalender en advies over foto’s ophangen: praktische ideeën en inspiratie van het team van Printhaus.',
      headline: 'Het Printhaus Magazine',
      subline:
        'Ideeën, tips en inspiratie om je foto’s van je telefoon naar papier en aan de muur te krijgen.',
      intro: `## Van je telefoon naar papier – en naar de muur

Op onze telefoons staan duizenden foto’s die we bijna nooit meer bekijken. In ons magazine delen we wat we in ruim tien jaar drukken hebben geleerd: wat je schrijft in een kaart als de woorden niet komen, hoe je een fotokalender plant die van januari tot december blij maakt, op welke hoogte je een schilderij ophangt en welk materiaal bij welke kamer past. Praktisch, eerlijk en zonder omwegen – zodat je foto’s eindelijk van het scherm af komen.`,
    },

    articles: {
      cards: [
        {
          slug: 'wat-schrijf-je-in-een-kaart',
          name: 'Wat schrijf je in een kaart?',
          title: 'Wat schrijf je in een kaart? Teksten en ideeën | Printhaus',
          description:
            'Teksten en ideeën voor kaarten bij een geboorte, bruiloft, verjaardag, overlijden, kerst of als bedankje: eenvoudig, persoonlijk en oprecht.',
          headline: 'Wat schrijf je in een kaart? Ideeën voor elke gelegenheid',
          subline:
            'Teksten voor geboorte, bruiloft, verjaardag, rouw en kerst – en een trucje voor als je niets weet te schrijven.',
          teaser:
            'Sta je met de pen in de hand en een lege kaart voor je? Hier vind je teksten en ideeën voor elke gelegenheid.',
          date: '2026-02-19',
          img: 'hero-cards-stack',
          body: `## De gouden regel: persoonlijk en kort

Een kaart hoeft geen gedicht te zijn. Wat raakt, is iets concreets: een gedeelde herinnering, een naam, een detail dat alleen jullie kennen. Drie of vier oprechte zinnen zeggen meer dan een lang citaat van internet. Loop je vast, stel jezelf dan één vraag: wat zou je zeggen als die persoon nu tegenover je zat?

## Geboorte

Feliciteer de ouders en heet de baby welkom:

- ‘Welkom op de wereld, lieve Noor! Wat een geluk dat jullie haar mogen vasthouden.’
- ‘Gefeliciteerd met jullie zoon. Geniet van de kraamtijd – wij komen graag een keer beschuit met muisjes eten.’

Maak je zelf [geboortekaartjes](${P.occ_birth})? Houd de tekst dan kort: naam, datum, gewicht en een zin die bij jullie past.

## Bruiloft

Combineer je felicitatie met een wens voor de toekomst:

- ‘Op een leven vol lachen, reizen en luie zondagen. Van harte gefeliciteerd!’
- ‘Dank jullie wel dat we erbij mogen zijn op deze bijzondere dag.’

## Verjaardag

Humor mag, zeker als je de jarige goed kent. Een herinnering werkt altijd: ‘Weet je nog, die fietstocht in de regen? Op naar nog veel meer avonturen – gefeliciteerd!’ Bij een kroonjaar of Abraham en Sarah mag het iets plechtiger.

## Rouw en medeleven

Hier is eenvoud het belangrijkst. Je hoeft het verdriet niet op te lossen; laten weten dat je aan iemand denkt, is genoeg.

- ‘Wat verdrietig om te horen dat Jan is overleden. We denken aan jullie.’
- ‘Ik zal nooit vergeten hoe je moeder altijd koffie voor ons klaar had staan.’

Vermijd zinnen als ‘Ik weet hoe je je voelt’. Bied liever iets concreets aan: ‘Ik bel je volgende week, en als je zin hebt, gaan we samen wandelen.’ Voor het melden van een overlijden vind je sobere ontwerpen bij onze [rouwkaarten](${P.occ_sympathy}).

## Bedanken

Wees specifiek. ‘Bedankt voor het cadeau’ is vriendelijk, maar ‘Dank je wel voor de prachtige deken – Sem ligt er elke middag onder te slapen’ blijft hangen. Een foto van het cadeau in gebruik maakt het helemaal af.

## Kerst en nieuwjaar

Een kort jaaroverzicht maakt een kerstkaart persoonlijk: ‘Dit jaar zijn we verhuisd, heeft Lotte leren zwemmen en hebben we eindelijk een hond. Fijne feestdagen en een gezond nieuwjaar!’

## Als het echt niet lukt

Schrijf eerst op een kladje, lees de tekst hardop voor en schrap alles wat je niet zou zeggen. Zet de naam van de ontvanger erin en sluit af met iets warms. En laat in onze [dubbele kaarten](${P.type_folded}) gerust ruimte vrij om een paar woorden met de hand te schrijven – een handgeschreven zin is nog altijd het mooiste dat er is.`,
        },
        {
          slug: 'fotokalender-plannen-voor-het-hele-jaar',
          name: 'Je fotokalender plannen voor het hele jaar',
          title: 'Fotokalender maken: zo plan je het hele jaar | Printhaus',
          description:
            'Zo maak je een fotokalender die het hele jaar mooi blijft: het juiste type kiezen, foto’s per seizoen verzamelen, belangrijke data toevoegen en op tijd bestellen.',
          headline: 'Je fotokalender plannen voor het hele jaar',
          subline:
            'Van het kiezen van foto’s per seizoen tot verjaardagen en bestelmoment: zo wordt je kalender een succes.',
          teaser:
            'Twaalf maanden, twaalf foto’s: met deze planning maak je een kalender waar je het hele jaar blij van wordt.',
          date: '2026-09-17',
          img: 'mag-calendar-planning',
          body: `## Begin eerder dan je denkt

De meeste fotokalenders worden in november en december gemaakt, vaak als kerstcadeau voor opa en oma. Wie in september begint, heeft alle tijd om foto’s te zoeken en ontspannen te ontwerpen. Sla je ontwerp op in je account, dan kun je er steeds een paar minuten aan werken.

## Kies het juiste type

Bedenk eerst waar de kalender komt te hangen en waarvoor hij dient:

- Een [wandkalender](${P.wallCalendar}) is ideaal als de foto’s centraal staan, bijvoorbeeld als cadeau.
- Een [familieplanner](${P.familyPlanner}) geeft ieder gezinslid een eigen kolom voor afspraken.
- Een [bureaukalender](${P.deskCalendar}) staat compact op je werkplek.

Wil je een kalender die bij het schooljaar past, laat hem dan in augustus of september beginnen. De startmaand kies je zelf.

## Foto’s die bij de maand passen

Een kalender wordt pas echt mooi als de foto’s aansluiten bij het seizoen. Sneeuw of een winterwandeling in januari, bloesem in april, het strand in juli, herfstbladeren in oktober. Maak een map op je telefoon en zet er het hele jaar door foto’s in met de maand in de naam – dan is het zoeken straks in een paar minuten klaar.

Let ook op afwisseling: wissel portretten af met landschappen, close-ups met groepsfoto’s, en zet niet drie foto’s van dezelfde vakantie achter elkaar.

## Belangrijke data niet vergeten

Voer verjaardagen, trouwdagen en andere jaarlijkse data één keer in bij je account; ze komen dan automatisch in elke kalender die je maakt. Voeg de ${holidays} feestdagen en schoolvakanties toe, en markeer bijzondere momenten met een klein icoontje, zoals een taartje bij een verjaardag.

## Tips voor het ontwerp

- Kies staand of liggend op basis van de meeste van je foto’s.
- Gebruik per maand één sterke foto of een kleine collage van maximaal vier foto’s.
- Houd lettertypen en kleuren het hele jaar hetzelfde voor een rustig geheel.
- Laat genoeg ruimte om te schrijven als de kalender ook als planner dient.
- Controleer aan het eind elke maand in de preview – ook februari in een schrikkeljaar.

## Op tijd bestellen

Kalenders maken we binnen 1–3 werkdagen. Wil je ze met kerst geven, bestel dan uiterlijk begin december, zodat je een marge hebt voor de drukke post. Voor meerdere opa’s, oma’s en tantes bestel je gewoon meerdere exemplaren van hetzelfde ontwerp – of maak je met een paar klikken een variant met andere foto’s. Alle soorten vind je op onze pagina over de [fotokalender](${P.calendar}).`,
        },
      ],
      wallart: [
        {
          slug: 'fotos-ophangen-op-de-juiste-hoogte',
          name: 'Foto’s ophangen op de juiste hoogte',
          title: 'Foto’s ophangen: de juiste hoogte en een fotowand | Printhaus',
          description:
            'Op welke hoogte hang je een schilderij of foto op? De 150-centimeterregel, ophangen boven bank en dressoir, en stap voor stap een fotowand maken.',
          headline: 'Foto’s ophangen: de juiste hoogte en een fotowand in vijf stappen',
          subline:
            'Met de 150-centimeterregel en een paar vellen papier hang je je foto’s in één keer goed op.',
          teaser:
            'Te hoog, te laag, scheef? Met deze regels en een plan van papier hang je je foto’s in één keer goed op.',
          date: '2026-04-09',
          img: 'mag-hanging-height',
          body: `## De 150-centimeterregel

De meest gemaakte fout bij het ophangen van foto’s: ze hangen te hoog. Musea en galeries houden een eenvoudige regel aan: het **midden** van een werk hangt op ongeveer 150 cm boven de vloer. Dat is ooghoogte voor de meeste volwassenen. Hang je in een kamer meerdere foto’s op, houd dan voor allemaal dezelfde middenlijn aan – dat geeft direct rust.

Zo bereken je de plek van de spijker:

1. Meet de hoogte van je werk en deel die door twee.
2. Tel daar 150 cm bij op.
3. Trek de afstand tussen de bovenkant van het werk en het ophangpunt eraf.

## Boven een bank of dressoir

Boven meubels geldt een andere regel: laat 20 tot 30 cm ruimte tussen de rugleuning van de bank en de onderkant van het werk, en 15 tot 25 cm boven een dressoir. Zo horen meubel en foto bij elkaar. Het werk mag ongeveer twee derde van de breedte van het meubel beslaan. Een groot [canvas](${P.canvas}) van 120 x 80 cm boven een driezitsbank is daardoor vaak mooier dan een klein werk dat verloren lijkt te hangen.

## Een fotowand maken in vijf stappen

Een fotowand, ook wel gallery wall genoemd, lijkt spontaan, maar is meestal zorgvuldig gepland.

1. **Kies een rode draad.** Dezelfde lijstkleur, alleen zwart-witfoto’s of een vast kleurenpalet zorgen voor samenhang.
2. **Begin met het grootste werk.** Dat is je ankerpunt, iets uit het midden of op ooghoogte.
3. **Leg alles op de vloer.** Schuif met de werken tot de verdeling goed voelt en maak een foto van het resultaat.
4. **Knip papieren sjablonen.** Teken elk werk op papier, markeer het ophangpunt en plak de sjablonen met schilderstape op de muur. Zo zie je het geheel voordat je boort.
5. **Houd gelijke tussenruimtes aan.** 5 tot 8 cm tussen de lijsten werkt bijna altijd. Grotere gaten maken de wand onrustig.

## Handig gereedschap

- rolmaat, potlood en waterpas (of de waterpas-app op je telefoon)
- schilderstape en papier voor sjablonen
- spijkers voor lichte lijsten, pluggen en schroeven voor zwaardere werken
- zelfklevende strips voor forex en lichte posterlijsten in huurwoningen

## Tot slot

Laat het werk na het ophangen een dag hangen en kijk er met frisse blik naar. Een paar centimeter schuiven kan een wereld van verschil maken. Op zoek naar een passende lijst? Bekijk onze [fotolijsten](${P.frames}) in hout en aluminium, ook in sets voor een fotowand.`,
        },
        {
          slug: 'het-juiste-formaat-en-materiaal-kiezen',
          name: 'Het juiste formaat en materiaal kiezen',
          title: 'Welk formaat en materiaal past in welke kamer? | Printhaus',
          description:
            'Hoe groot moet je foto aan de muur zijn, en welk materiaal past bij de woonkamer, slaapkamer, keuken of badkamer? Praktische regels en tips per kamer.',
          headline: 'Het juiste formaat en materiaal voor elke kamer',
          subline:
            'Met de twee-derderegel, de kijkafstand en een paar tips per kamer kies je zonder twijfel.',
          teaser:
            'Te klein boven de bank of te groot in de hal? Zo kies je het formaat en materiaal dat bij je kamer past.',
          date: '2026-06-04',
          img: 'hero-canvas-livingroom',
          body: `## Eerst het formaat

De meeste mensen kiezen hun wanddecoratie te klein. Een foto die in de winkelwagen groot lijkt, valt aan een lege muur vaak in het niet. Drie vuistregels helpen:

- **De twee-derderegel:** boven een bank, bed of dressoir mag het werk twee derde tot drie kwart van de breedte van het meubel beslaan. Boven een bank van 2 meter past dus een werk van 130 tot 150 cm breed, of twee werken naast elkaar.
- **De kijkafstand:** hoe verder je ervan af zit, hoe groter het werk mag zijn. Als richtlijn: de kijkafstand is ongeveer anderhalf tot twee keer de diagonaal van het werk.
- **Probeer het uit:** plak een vel papier of karton in het gewenste formaat met schilderstape op de muur en laat het een dag hangen.

Veelgekozen formaten zijn 40 x 60 cm voor een hal of werkplek, 60 x 90 cm boven een dressoir en 80 x 120 cm boven de bank.

## Dan het materiaal, per kamer

### Woonkamer

Hier mag het werk de blikvanger zijn. Canvas geeft warmte en werkt goed bij familiefoto’s; [plexiglas](${P.acrylic}) laat reisfoto’s met felle kleuren stralen. Hangt je werk tegenover een groot raam, kies dan een mat oppervlak.

### Slaapkamer

Rustige beelden en zachte materialen: canvas of een Hahnemühle-print in een houten lijst. Landschappen, zee en natuur in gedempte tinten werken hier beter dan felle kleuren.

### Keuken en badkamer

Hier is vocht de belangrijkste factor. [Aluminium Dibond](${P.alu}) is vormvast en ongevoelig voor vocht en stoom, en daarmee de beste keuze. Hang het wel buiten de directe spetterzone van douche en fornuis.

### Kinderkamer

Licht en veilig: posters in een lijst met kunststofglas of een plaat [forex](${P.forex}) die je met kleefstrips ophangt. Wisselt de smaak van je kind, dan vervang je ze zonder nieuwe gaten in de muur.

### Hal en werkplek

In een smalle gang kijk je van dichtbij. Kies kleinere formaten met veel detail, of een rij van drie gelijke werken op dezelfde hoogte.

## Let op de resolutie

Hoe groter het formaat, hoe meer pixels je foto nodig heeft. Met een recente smartphone kom je tot ongeveer 60 x 90 cm meestal prima uit. Onze gratis beeldcontrole waarschuwt je als het krap wordt.

Wil je alle materialen naast elkaar zien? Bekijk dan onze [materiaalvergelijking](${P.compare}).`,
        },
      ],
    },
  }
}
