// German copy of the catalogue, service, company, legal and magazine pages (lib/catalogue.mjs).
// Called once per content locale of the language (de-de, de-ch, de-li); the generator turns
// ß into ss for de-ch/de-li.
import { holidayRegion, freeShipping, samplePrice, shippingCost } from '../../lib/markets.mjs'
import { cardPriceEach } from '../../lib/prices.mjs'

export default function catalogue(m, c) {
  const P = c.paths
  const swiss = m.swiss === true // de-ch and de-li: Swiss partner print shop, TWINT, CHF
  const express = swiss ? '48 h' : '24 h' // as in the base copy
  const region = holidayRegion(m)
  const vat = swiss ? 'MWST' : 'MwSt.'

  return {
    labels: {
      occasions: 'Karten für jeden Anlass',
      cardTypes: 'Kartentypen',
      calendars: 'Weitere Kalender',
      related: 'Das könnte dir auch gefallen',
      faq: 'Häufige Fragen',
      materials: 'Weitere Materialien',
      frames: 'Rahmen zur Auswahl',
      latestArticles: 'Neu im Magazin',
      readArticle: 'Artikel lesen',
      calculatorHeadline: 'Format wählen und Preis berechnen',
      calculatorCta: 'Wandbild gestalten',
      designCta: 'Jetzt gestalten',
      bestseller: 'Bestseller',
    },

    // ------------------------------------------------------------ card-shop categories
    cards: {
      cards: {
        name: c.nav.cards,
        title: `Karten mit Foto selbst gestalten | Printhaus`,
        description:
          'Karten mit eigenen Fotos für jeden Anlass: Klappkarten, Postkarten und Panoramakarten auf Premiumkarton, Umschlag inklusive, auf Wunsch mit Goldfolie.',
        headline: 'Karten für jeden Anlass – mit deinen Fotos',
        subline:
          'Über 3.000 Designs, die du mit deinen Fotos und Worten in wenigen Minuten zu deiner Karte machst.',
        intro: `## Persönliche Karten, professionell gedruckt

Ob Geburtsanzeige, Hochzeitseinladung oder Weihnachtsgruß: Wähle ein Design, lade deine Fotos hoch und passe Texte, Schriften und Farben an. Wir drucken auf 350 g/m² starkem Premiumkarton in Matt oder Seidenglanz, auf Wunsch auch auf Naturpapier mit feiner Struktur. Zu jeder Klappkarte gehört ein passender Umschlag in Weiß, Naturweiß oder Kraftpapier.

Der Stückpreis sinkt mit der Auflage, und wer unsicher ist, bestellt vorab bis zu drei [Musterkarten](${P.samples}) kostenlos.

- Klappkarten, Postkarten und Panoramakarten
- Veredelung mit Gold-, Silber- oder Roségoldfolie
- Versand innerhalb von 1–3 Werktagen`,
        faq: [
          {
            q: 'Kann ich auch eine einzelne Karte bestellen?',
            a: `Ja, jede Karte gibt es schon ab einem Stück. Je größer die Auflage, desto günstiger wird es – Klappkarten bekommst du ab 10 Stück schon ab ${cardPriceEach(10, 'klappkarte-a6')} pro Karte.`,
          },
          {
            q: 'Druckt ihr auch die Adressen auf die Umschläge?',
            a: 'Ja. Lade einfach eine Adressliste als Excel- oder CSV-Datei hoch, dann drucken wir Empfänger und Absender direkt auf die Umschläge.',
          },
          {
            q: 'Wie schnell sind meine Karten da?',
            a: `Karten verlassen unsere Druckerei innerhalb von 1–3 Werktagen, die Zustellung dauert meist 1–2 Tage. Mit dem Expressversand hast du sie in ${express}.`,
          },
        ],
      },
      occ_birth: {
        name: 'Geburtskarten',
        title: `Geburtskarten mit Foto gestalten | Printhaus`,
        description:
          'Geburtskarten mit Babyfoto, Name, Datum, Gewicht und Größe: liebevolle Designs auf Premiumkarton, Umschlag inklusive. Jetzt gestalten und schnell verschicken.',
        headline: 'Hallo Welt! Geburtskarten mit Foto',
        subline:
          'Verkünde die große Neuigkeit mit dem ersten Foto, dem Namen und allen kleinen Details.',
        intro: `## Willkommen, kleiner Mensch

Die Geburtskarte ist oft das erste Foto, das Familie und Freunde vom Baby in den Händen halten – und eines, das lange aufbewahrt wird. Unsere Designs haben feste Felder für Name, Geburtsdatum, Uhrzeit, Gewicht und Größe; Schriften und Farben passt du mit einem Klick an. Beliebt sind Klappkarten mit mehreren Fotos auf der Innenseite und quadratische Karten im Format 14,5 x 14,5 cm.

Gedruckt wird auf 350 g/m² starkem Premiumkarton, Umschläge sind inklusive. Unser Tipp: Gestalte die Karte schon vor der Geburt und ergänze Foto und Daten später in aller Ruhe. Dein Entwurf bleibt in deinem Konto gespeichert.`,
        faq: [
          {
            q: 'Wann verschickt man Geburtskarten?',
            a: 'Üblich sind die ersten vier bis acht Wochen nach der Geburt. Niemand erwartet Perfektion – auch eine Karte, die etwas später kommt, freut jeden.',
          },
          {
            q: 'Welches Foto eignet sich am besten?',
            a: 'Ein ruhiges Foto bei Tageslicht am Fenster wirkt fast immer schöner als ein Blitzfoto. Das Smartphone genügt völlig: Für eine Karte reichen 1.500 x 1.500 Pixel.',
          },
          {
            q: 'Gibt es passende Dankeskarten?',
            a: `Ja, viele Geburtsdesigns gibt es auch als [Dankeskarte](${P.occ_thanks}) im gleichen Stil – ideal, um sich für Geschenke und Besuche zu bedanken.`,
          },
        ],
      },
      occ_wedding: {
        name: 'Hochzeitskarten',
        title: 'Hochzeitskarten: Einladung, Save the Date & Dank | Printhaus',
        description:
          'Hochzeitskarten im durchgängigen Design: Save the Date, Einladung, Menü- und Dankeskarten. Auf Wunsch mit Goldfolie veredelt, Umschlag inklusive.',
        headline: 'Hochzeitskarten, so einzigartig wie euer Tag',
        subline:
          'Von Save the Date bis Danksagung – alle Karten eurer Hochzeit in einem durchgängigen Design.',
        intro: `## Ein Design für die ganze Hochzeit

Vom ersten Save the Date über die Einladung bis zur Danksagung nach dem Fest: Viele unserer Hochzeitsdesigns gibt es als komplette Serie, inklusive Menü- und Platzkarten. So zieht sich euer Stil durch den ganzen Tag. Für besonderen Glanz veredeln wir Namen und Datum mit Gold-, Silber- oder Roségoldfolie.

Gedruckt wird auf 350 g/m² starkem Premiumkarton oder auf Naturpapier mit feiner Struktur, passende Umschläge sind immer dabei. Bestellt vorab bis zu drei [Musterkarten](${P.samples}) kostenlos, um Papier, Farben und Folie in der Hand zu halten, bevor ihr die ganze Auflage in Auftrag gebt.`,
        faq: [
          {
            q: 'Wann verschicken wir Save the Date und Einladung?',
            a: 'Save-the-Date-Karten gehen meist sechs bis zwölf Monate vor der Hochzeit raus, bei Feiern im Ausland gern früher. Die Einladung folgt drei bis vier Monate vorher, mit der Bitte um Rückmeldung bis etwa sechs Wochen vor dem Termin.',
          },
          {
            q: 'Wie viele Einladungen brauchen wir?',
            a: 'Rechnet eine Einladung pro Haushalt, nicht pro Gast. Plant außerdem fünf bis zehn Karten Reserve ein – für Nachzügler und als Erinnerungsstücke.',
          },
          {
            q: 'Können wir eine Antwortkarte beilegen?',
            a: 'Ja. Zu vielen Einladungen gibt es eine passende Antwortpostkarte, auf Wunsch mit eurer Adresse auf der Rückseite. Alternativ druckt ihr einen QR-Code zu eurer Zusage-Seite auf die Einladung.',
          },
        ],
      },
      occ_birthday: {
        name: 'Geburtstagskarten',
        title: `Geburtstagskarten mit Foto gestalten | Printhaus`,
        description:
          'Geburtstagskarten und Einladungen mit deinen Fotos – vom ersten Kindergeburtstag bis zum runden 80. Premiumkarton, Umschlag inklusive, schnell geliefert.',
        headline: 'Geburtstagskarten, die im Gedächtnis bleiben',
        subline:
          'Glückwünsche und Einladungen mit Fotos – für den ersten Kindergeburtstag ebenso wie für den runden 80.',
        intro: `## Glückwünsche mit persönlicher Note

Eine Karte aus dem Drehständer ist schnell vergessen, eine mit gemeinsamen Fotos nicht. Gestalte Geburtstagskarten mit Bildern aus vielen Jahren, setze das neue Alter groß in Szene oder lass die ganze Familie mitgrüßen – mit Gruppenfoto oder eingescannten Unterschriften auf der Innenseite.

Für die Feier selbst findest du passende Einladungen zu Kindergeburtstag, rundem Geburtstag und Überraschungsparty. Alle Karten drucken wir auf 350 g/m² starkem Premiumkarton, Umschläge sind inklusive. Vom fertigen Entwurf bis in den Briefkasten vergehen meist nur zwei bis fünf Werktage, mit Expressversand geht es noch schneller.`,
        faq: [
          {
            q: 'Kann ich eine einzelne Geburtstagskarte bestellen?',
            a: `Ja, jede Karte gibt es ab einem Stück. Bei größeren Auflagen sinkt der Stückpreis – Klappkarten bekommst du ab 10 Stück schon ab ${cardPriceEach(10, 'klappkarte-a6')} pro Karte.`,
          },
          {
            q: 'Könnt ihr die Karte direkt an das Geburtstagskind schicken?',
            a: 'Ja. Gib im Warenkorb einfach die Adresse des Geburtstagskinds als Lieferadresse an. Eine Rechnung oder Preise legen wir der Sendung nicht bei.',
          },
        ],
      },
      occ_baptism: {
        name: 'Taufkarten',
        title: 'Taufkarten: Einladung & Danksagung zur Taufe | Printhaus',
        description:
          'Taufkarten mit Foto: Einladungen und Danksagungen zur Taufe mit Taufspruch, Name und Datum. Zarte Designs auf Premiumkarton, Umschläge inklusive.',
        headline: 'Taufkarten für einen besonderen Tag',
        subline:
          'Einladungen und Danksagungen zur Taufe – mit Foto, Taufspruch und in zarten Farben.',
        intro: `## Einladen, erinnern, Danke sagen

Zur Taufe kommen Paten, Großeltern und Freunde zusammen – mit einer persönlichen Einladung wird der Tag schon vorab zu etwas Besonderem. Unsere Taufkarten bieten Platz für ein Foto, den Namen des Kindes, Datum, Uhrzeit und Kirche sowie für einen Taufspruch. Die Designs reichen von klassisch mit Taube, Kreuz oder Regenbogen bis zu schlichten, modernen Layouts.

Nach dem Fest sagst du mit einer Danksagung im gleichen Stil Danke – am schönsten mit einem Foto vom Tauftag. Wir drucken auf 350 g/m² starkem Premiumkarton, auf Wunsch mit Folienveredelung in Silber oder Roségold. Umschläge sind inklusive.`,
        faq: [
          {
            q: 'Welche Angaben gehören in eine Taufeinladung?',
            a: 'Der Name des Kindes, Datum, Uhrzeit und Ort des Gottesdienstes sowie der anschließenden Feier. Hilfreich ist außerdem die Bitte um Rückmeldung bis zu einem bestimmten Datum.',
          },
          {
            q: 'Wo finde ich einen passenden Taufspruch?',
            a: 'In vielen Designs wählst du aus klassischen Taufsprüchen oder trägst deinen eigenen Text ein. Sehr beliebt ist Psalm 91,11: „Denn er hat seinen Engeln befohlen, dass sie dich behüten auf allen deinen Wegen.“',
          },
        ],
      },
      occ_communion: {
        name: 'Kommunionkarten',
        title: 'Kommunionkarten: Einladung & Danksagung | Printhaus',
        description:
          'Karten zur Erstkommunion: Einladungen und Danksagungen mit Foto, Name und Kommunionspruch. Klassische und moderne Designs, Umschläge inklusive.',
        headline: 'Karten zur Erstkommunion',
        subline:
          'Einladungen und Danksagungen zur Erstkommunion – mit Foto, Kommunionspruch und Liebe zum Detail.',
        intro: `## Zur Erstkommunion einladen und Danke sagen

Die Erstkommunion wird meist im Frühjahr rund um den Weißen Sonntag gefeiert – an Wochenenden, an denen viele Familien gleichzeitig einladen. Bestell deine Karten deshalb am besten sechs bis acht Wochen vor dem Fest. Unsere Designs greifen klassische Motive wie Kelch, Brot, Fisch oder Regenbogen auf; viele kommen aber auch ganz modern mit einem großen Porträtfoto daher.

Nach dem Fest bedankst du dich mit einer Danksagung für Geschenke und Glückwünsche, gern mit einem Foto aus der Kirche oder von der Feier. Gedruckt wird auf 350 g/m² starkem Premiumkarton, Umschläge sind inklusive.`,
        faq: [
          {
            q: 'Wann verschickt man die Einladungen zur Kommunion?',
            a: 'Etwa vier bis sechs Wochen vor dem Fest. Weil rund um den Weißen Sonntag viele Familien feiern, lohnt es sich, früh Bescheid zu geben.',
          },
          {
            q: 'Kann ich das Foto erst nach der Kommunion einfügen?',
            a: `Ja. Gestalte die Danksagung vorab und speichere sie in [deinem Konto](${P.account}). Nach dem Fest fügst du nur noch das Foto ein und bestellst.`,
          },
        ],
      },
      occ_confirmation: {
        name: 'Konfirmationskarten',
        title: 'Konfirmationskarten: Einladung & Danksagung | Printhaus',
        description:
          'Konfirmationskarten mit Foto: Einladungen und Danksagungen mit Konfirmationsspruch – modern, schlicht oder klassisch. Premiumkarton, Umschläge inklusive.',
        headline: 'Konfirmationskarten mit Persönlichkeit',
        subline:
          'Einladungen und Danksagungen zur Konfirmation – so individuell wie die Konfirmandin oder der Konfirmand.',
        intro: `## Karten, die zu Jugendlichen passen

Mit 14 hat man eigene Vorstellungen davon, wie eine Karte aussehen soll. Viele unserer Konfirmationsdesigns setzen deshalb auf klare Typografie, große Fotos und moderne Farben statt auf verspielte Ornamente. Am besten gestaltet ihr die Karte gemeinsam: Fotoauswahl, Konfirmationsspruch und Farben lassen sich im Designer in wenigen Minuten ausprobieren.

Die Einladung nennt Datum, Kirche und Feier, die Danksagung bedankt sich hinterher für Glückwünsche und Geschenke. Wir drucken auf 350 g/m² starkem Premiumkarton, auf Wunsch mit Veredelung in Gold oder Silber. Umschläge sind immer dabei.`,
        faq: [
          {
            q: 'Was ist der Unterschied zwischen Konfirmation und Kommunion?',
            a: `Die Konfirmation feiern evangelische Jugendliche mit etwa 14 Jahren, die Erstkommunion katholische Kinder mit etwa neun Jahren. Für die Erstkommunion findest du eigene [Kommunionkarten](${P.occ_communion}).`,
          },
          {
            q: 'Wohin gehört der Konfirmationsspruch?',
            a: 'Auf die Vorderseite unter das Foto oder groß auf die Innenseite. Den Spruch suchen sich die Jugendlichen meist selbst aus, oft gemeinsam mit der Pfarrerin oder dem Pfarrer.',
          },
        ],
      },
      occ_christmas: {
        name: 'Weihnachtskarten',
        title: `Weihnachtskarten mit Foto gestalten | Printhaus`,
        description:
          'Weihnachtskarten mit eigenen Fotos: festliche Designs, Gold- und Silberfolie, Umschlag inklusive, Adressdruck auf Wunsch. Für Familien und Unternehmen.',
        headline: 'Weihnachtskarten mit deinen schönsten Fotos',
        subline:
          'Festliche Grüße mit Familienfoto, Jahresrückblick oder Goldfolie – gedruckt auf edlem Premiumkarton.',
        intro: `## Ein Gruß, der hängen bleibt

Weihnachtskarten mit Foto landen nicht im Altpapier, sondern am Kühlschrank oder am Tannenzweig. Zeig das Familienfoto vom Sommer, einen kleinen Jahresrückblick mit mehreren Bildern oder ein winterliches Motiv aus deiner Kamera. Folie in Gold, Silber oder Roségold auf Sternen, Schriftzügen und Ornamenten sorgt für festlichen Glanz.

Alle Weihnachtskarten drucken wir auf 350 g/m² starkem Premiumkarton, Umschläge in Weiß, Naturweiß oder Kraftpapier sind inklusive. Für Unternehmen gibt es Designs mit Logo und Mengenrabatte ab 50 Karten – mehr dazu unter [Geschäftskunden](${P.business}).`,
        faq: [
          {
            q: 'Bis wann muss ich bestellen, damit die Karten rechtzeitig ankommen?',
            a: `Mit Standardversand empfehlen wir eine Bestellung bis zum 16. Dezember. Wer später dran ist, wählt den Expressversand – dann sind die Karten in ${express} bei dir.`,
          },
          {
            q: 'Gibt es auch Karten ohne Weihnachtsbezug?',
            a: 'Ja. Viele Designs gibt es mit neutralem Gruß wie „Frohe Festtage“ oder „Ein gutes neues Jahr“ – ideal für Neujahrskarten oder für Empfänger, die kein Weihnachten feiern.',
          },
          {
            q: 'Druckt ihr die Adressen auf die Umschläge?',
            a: 'Ja. Lade deine Adressliste als Excel- oder CSV-Datei hoch, dann drucken wir Empfänger und Absender direkt auf die Umschläge. Das spart gerade bei vielen Karten einige Abende am Schreibtisch.',
          },
        ],
      },
      occ_sympathy: {
        name: 'Trauerkarten',
        title: 'Trauerkarten & Trauerdanksagungen mit Foto | Printhaus',
        description:
          'Trauerkarten und Danksagungen mit Foto: würdevolle, schlichte Designs mit vorformulierten Texten auf Premiumkarton, Umschläge inklusive. Auch per Express.',
        headline: 'Trauerkarten und Danksagungen',
        subline: 'Würdevolle Karten, um einen Abschied mitzuteilen und für Anteilnahme zu danken.',
        intro: `## Mit Ruhe und Würde gestaltet

In Zeiten der Trauer fehlt oft die Kraft für lange Entscheidungen. Unsere Trauerkarten sind deshalb bewusst schlicht: ein Foto, Name und Lebensdaten, ein Trauerspruch und die Angaben zu Trauerfeier und Beisetzung. Die Texte sind bereits vorformuliert und lassen sich frei anpassen. Nach der Beisetzung bedankst du dich mit einer Trauerdanksagung im gleichen Stil für Anteilnahme, Blumen und Spenden.

Wir drucken auf 350 g/m² starkem, mattem Premiumkarton oder auf Naturpapier, passende Umschläge sind inklusive. Wenn es schnell gehen muss, sind die Karten mit Expressversand in ${express} bei dir.`,
        faq: [
          {
            q: 'Wie schnell bekomme ich die Trauerkarten?',
            a: `Mit Standardversand sind die Karten in der Regel nach zwei bis fünf Werktagen bei dir, mit Expressversand in ${express}. Bei Fragen zur Lieferung hilft dir unser [Kundenservice](${P.contact}) persönlich weiter.`,
          },
          {
            q: 'Wann verschickt man eine Trauerdanksagung?',
            a: 'Üblich sind zwei bis sechs Wochen nach der Beisetzung. Eine feste Frist gibt es aber nicht – eine Danksagung kommt nie zu spät.',
          },
          {
            q: 'Was schreibe ich, wenn mir die Worte fehlen?',
            a: `Kurze, ehrliche Sätze sind besser als große Formulierungen, etwa „Wir denken an euch“ oder eine persönliche Erinnerung an die verstorbene Person. Weitere Anregungen findest du in unserem [Magazin](${P.magazine}).`,
          },
        ],
      },
      occ_thanks: {
        name: 'Dankeskarten',
        title: `Dankeskarten mit Foto gestalten | Printhaus`,
        description:
          'Dankeskarten mit Foto für Hochzeit, Geburt, Geburtstag oder einfach so: persönliche Designs auf Premiumkarton, Umschlag inklusive, schnell geliefert.',
        headline: 'Danke sagen mit Bild',
        subline:
          'Persönliche Dankeskarten mit Fotos vom Fest – nach der Hochzeit, der Geburt oder einfach so.',
        intro: `## Ein Dank, der von Herzen kommt

Ein Danke per Messenger ist schnell getippt, eine Karte mit Foto bleibt. Unsere Dankeskarten verbinden ein oder mehrere Bilder vom Fest mit deinem persönlichen Text – nach der Hochzeit, der Geburt, der Konfirmation oder dem runden Geburtstag. Für Lehrerinnen, Erzieher, Nachbarn oder das Team gibt es außerdem Designs ganz ohne Anlassbezug.

Wir drucken auf 350 g/m² starkem Premiumkarton, wahlweise als Klappkarte mit Platz für ein paar handschriftliche Zeilen oder als Postkarte. Bei Klappkarten sind Umschläge immer dabei. Tipp: Lass die Empfängeradressen gleich mit auf die Umschläge drucken.`,
        faq: [
          {
            q: 'Wie formuliere ich einen persönlichen Dank?',
            a: 'Nenne das Geschenk oder die Geste konkret und sag, was sie dir bedeutet hat. Zwei ehrliche Sätze wirken stärker als ein langer Standardtext.',
          },
          {
            q: 'Kann ich verschiedene Texte für verschiedene Empfänger drucken?',
            a: 'Ja. Lege im Designer einfach mehrere Varianten einer Karte an, etwa eine für die Familie und eine für Kolleginnen und Kollegen, und bestelle jede in der gewünschten Stückzahl.',
          },
        ],
      },
      occ_invitation: {
        name: 'Einladungskarten',
        title: `Einladungskarten mit Foto gestalten | Printhaus`,
        description:
          'Einladungskarten für Geburtstag, Hochzeit, Taufe, Jubiläum oder Sommerfest: mit eigenen Fotos auf Premiumkarton, mit Umschlag. Musterkarten gratis.',
        headline: 'Einladungskarten, auf die man sich freut',
        subline:
          'Ob Gartenfest, Jubiläum oder runder Geburtstag – lade mit Foto und Stil zu deinem Fest ein.',
        intro: `## Die Vorfreude beginnt im Briefkasten

Eine gedruckte Einladung zeigt sofort: Dieses Fest ist etwas Besonderes. Bei uns findest du Einladungskarten für Geburtstage, Hochzeiten, Taufen, Jubiläen, Abschiede und Firmenfeiern – mit Platz für Fotos, Datum, Ort und die Bitte um Rückmeldung. Auf der Rückseite ist Raum für eine Anfahrtsbeschreibung, den Ablauf des Tages oder einen QR-Code zur Zusage.

Wähle zwischen Klappkarte, Postkarte und Panoramakarte, gedruckt auf 350 g/m² starkem Premiumkarton. Umschläge sind inklusive, die Adressen der Gäste drucken wir auf Wunsch direkt darauf.`,
        faq: [
          {
            q: 'Wie früh sollte ich Einladungen verschicken?',
            a: 'Für Geburtstage und Gartenfeste reichen drei bis vier Wochen. Für Hochzeiten und große Jubiläen solltest du zwei bis drei Monate einplanen.',
          },
          {
            q: 'Kann ich einen QR-Code auf die Karte drucken?',
            a: 'Ja. Füge im Designer einen QR-Code mit einem Link ein, etwa zu deiner Zusage-Seite, einem Routenplaner oder einer Wunschliste. Teste den Code vor dem Bestellen mit deinem Smartphone.',
          },
        ],
      },
      type_folded: {
        name: c.cardTypes.folded,
        title: `Klappkarten mit Foto gestalten | Printhaus`,
        description: `Klappkarten mit Fotos innen und außen: A6 oder quadratisch, 350 g/m² Premiumkarton, matt oder seidenglänzend, Umschlag inklusive.`,
        headline: 'Klappkarten: viel Platz für Fotos und Worte',
        subline:
          'Vier Seiten für Bilder und Text, sauber gefalzt auf kräftigem Premiumkarton und mit passendem Umschlag.',
        intro: `## Der Klassiker unter den Karten

Eine Klappkarte bietet vier Seiten: vorn das Titelmotiv, innen Platz für weitere Fotos und deinen Text, hinten Raum für einen kurzen Gruß oder dein Logo. Wir drucken auf 350 g/m² starkem Premiumkarton und rillen jede Karte vor dem Falzen, damit der Bruch auch bei dunklen Motiven sauber bleibt.

- Formate: A6 hoch oder quer (14,8 x 10,5 cm) und quadratisch (14,5 x 14,5 cm)
- Oberfläche: matt, seidenglänzend oder Naturpapier
- Umschläge in Weiß, Naturweiß oder Kraftpapier inklusive
- Veredelung mit Gold-, Silber- oder Roségoldfolie möglich

Ab 10 Karten zahlst du ab ${cardPriceEach(10, 'klappkarte-a6')} pro Stück, mit jeder weiteren Staffel wird es günstiger.`,
        faq: [
          {
            q: 'Kann ich die Innenseite leer lassen?',
            a: 'Ja. Lass die Innenseite einfach weiß, wenn du lieber von Hand schreibst. Auf mattem Karton und Naturpapier schreiben Kugelschreiber, Füller und Fineliner gleichermaßen gut.',
          },
          {
            q: 'Welches Porto brauche ich?',
            a: 'Eine A6-Klappkarte im passenden C6-Umschlag verschickst du als Standardbrief. Quadratische Umschläge sind etwas größer und kosten bei den meisten Postdiensten mehr Porto.',
          },
        ],
      },
      type_postcard: {
        name: c.cardTypes.postcard,
        title: 'Postkarten mit eigenen Fotos drucken lassen | Printhaus',
        description:
          'Postkarten mit eigenen Fotos im Format A6: 350 g/m² Premiumkarton, Rückseite mit Adressfeld oder frei gestaltbar. Für Urlaubsgrüße, Einladungen und Kartensets.',
        headline: 'Postkarten mit deinen Fotos',
        subline:
          'Eine Seite Bild, eine Seite Gruß – die schnellste Art, mit einem Foto Freude zu machen.',
        intro: `## Klein, schnell, persönlich

Postkarten sind die unkomplizierteste Karte: vorn ein Foto oder eine Collage, hinten dein Text und die Adresse – ganz ohne Umschlag. Wir drucken im Format A6 (14,8 x 10,5 cm) auf 350 g/m² starkem Premiumkarton. Auf der matten Rückseite schreiben Kugelschreiber und Füller sauber und schnell.

Gestalten kannst du die Rückseite klassisch mit Adressfeld und Briefmarkenrahmen oder ganz frei, etwa als Einladung, Save the Date oder Terminerinnerung für deine Praxis. Auf Wunsch legen wir passende Umschläge bei. Auch als Kartenset sind Postkarten beliebt: Zehn Urlaubsmotive im Bündel sind ein schönes Mitbringsel – und werden gern weiterverschickt.`,
        faq: [
          {
            q: 'Kann ich Postkarten ohne Umschlag verschicken?',
            a: 'Ja, dafür sind sie gemacht. Adresse und Briefmarke kommen direkt auf die Rückseite; im Umschlag verschickst du sie wie einen Brief.',
          },
          {
            q: 'Kann ich verschiedene Motive in einer Bestellung mischen?',
            a: 'Ja. Gestalte mehrere Postkarten und lege sie gemeinsam in den Warenkorb – so entsteht dein eigenes Kartenset.',
          },
        ],
      },
      type_panorama: {
        name: c.cardTypes.panorama,
        title: 'Panoramakarten im Langformat gestalten | Printhaus',
        description:
          'Panoramakarten im Format 21 x 10,5 cm: Platz für breite Landschaftsfotos, Bilderreihen und lange Texte. Als Einzel- oder Klappkarte, mit DL-Umschlag.',
        headline: 'Panoramakarten: Platz für das große Bild',
        subline:
          'Im langen Format 21 x 10,5 cm kommen Landschaften, Bilderreihen und Gruppenfotos groß heraus.',
        intro: `## Wenn das Foto mehr Breite braucht

Das Bergpanorama aus dem Urlaub, die ganze Hochzeitsgesellschaft auf einem Bild oder eine Reihe aus fünf Babyfotos: Im Panoramaformat von 21 x 10,5 cm (DIN lang) wirken solche Motive viel stärker als auf einer klassischen A6-Karte. Das schlanke Format eignet sich außerdem für Menükarten, Programmabläufe und Einladungen mit viel Text.

Panoramakarten gibt es als Einzelkarte und als Klappkarte, gedruckt auf 350 g/m² starkem Premiumkarton in Matt oder Seidenglanz. Der passende DL-Umschlag ist inklusive und passt in jeden Briefkasten.`,
        faq: [
          {
            q: 'Welche Auflösung braucht ein Panoramafoto?',
            a: 'Für die volle Breite von 21 cm sollte dein Foto mindestens 2.500 Pixel breit sein. Panoramaaufnahmen vom Smartphone haben meist deutlich mehr und eignen sich hervorragend.',
          },
          {
            q: 'Gehen Panoramakarten als Standardbrief?',
            a: 'Ja, im DL-Umschlag verschickst du Panoramakarten in den meisten Ländern als Standardbrief.',
          },
        ],
      },
      type_foil: {
        name: c.cardTypes.foil,
        title: 'Karten mit Goldfolie & edler Veredelung | Printhaus',
        description:
          'Karten mit Folienprägung in Gold, Silber oder Roségold: edler, fühlbarer Glanz für Hochzeit, Weihnachten und Geschäftspost. Premiumkarton, Umschlag inklusive.',
        headline: 'Karten mit Folienveredelung',
        subline:
          'Gold, Silber oder Roségold, das im Licht glänzt und sich fühlen lässt – für Karten zu besonderen Anlässen.',
        intro: `## Glanz, den man fühlen kann

Bei der Folienveredelung wird hauchdünne Metallfolie mit Hitze und Druck auf den Karton geprägt. So glänzen Schriftzüge, Ornamente oder Sterne echt metallisch – ganz anders als gedrucktes Gold, das eher gelblich wirkt. Die Prägung ist leicht fühlbar und gibt jeder Karte etwas Festliches.

Zur Wahl stehen Gold, Silber und Roségold. Welche Elemente veredelt werden, ist im jeweiligen Design festgelegt; im Designer siehst du die Folie als glänzende Vorschau. Veredelte Karten gibt es als Klappkarte, Postkarte und Panoramakarte auf 350 g/m² starkem Premiumkarton. Weil jede Folienkarte einen zusätzlichen Arbeitsgang durchläuft, rechne mit einem Werktag mehr Produktionszeit.`,
        faq: [
          {
            q: 'Kann ich meinen eigenen Text veredeln lassen?',
            a: 'Ja, in vielen Designs lässt sich der Haupttext – etwa eure Namen oder der Weihnachtsgruß – mit Folie veredeln. Fotos selbst können nicht veredelt werden.',
          },
          {
            q: 'Wie sehe ich vorher, wie die Folie wirkt?',
            a: `Bestell einfach eine [Musterkarte](${P.samples}) – bis zu drei sind kostenlos. So hältst du Glanz und Prägung in der Hand, bevor du die ganze Auflage bestellst.`,
          },
        ],
      },
      samples: {
        name: 'Musterkarten',
        title: 'Musterkarten bestellen – bis zu 3 gratis | Printhaus',
        description: `Bestell bis zu drei Musterkarten kostenlos und prüfe Papier, Farben und Veredelung in Ruhe, bevor du bestellst. Jede weitere Musterkarte kostet ${samplePrice(m)}.`,
        headline: 'Erst fühlen, dann bestellen',
        subline:
          'Bis zu drei Musterkarten gratis – damit du Papier, Farben und Folie vor der großen Bestellung prüfen kannst.',
        intro: `## So funktionieren Musterkarten

Am Bildschirm lässt sich vieles zeigen, nur nicht, wie sich ein Karton anfühlt. Deshalb drucken wir dir bis zu drei Musterkarten pro Bestellung kostenlos – als fertige Karte mit deinen Fotos und Texten. Jede weitere Musterkarte kostet ${samplePrice(m)}.

1. Karte gestalten oder Design auswählen
2. Im Warenkorb „Als Musterkarte bestellen“ wählen
3. Muster prüfen und die ganze Auflage mit einem Klick nachbestellen

Musterkarten entstehen auf demselben Papier und mit derselben Veredelung wie deine spätere Bestellung. Dein Entwurf bleibt in deinem Konto gespeichert, sodass du nach dem Muster nur noch Kleinigkeiten anpassen musst.`,
        faq: [
          {
            q: 'Wie lange dauert es, bis die Muster da sind?',
            a: 'Musterkarten verlassen unsere Druckerei innerhalb von 1–3 Werktagen und kommen per Post. Plane also etwa eine Woche ein, bevor du die ganze Auflage bestellst.',
          },
          {
            q: 'Kann ich verschiedene Papiere vergleichen?',
            a: `Ja. Bestell dasselbe Design zum Beispiel einmal auf mattem Premiumkarton und einmal auf Naturpapier. Beide zählen zu deinen drei kostenlosen Mustern, jede weitere Karte kostet ${samplePrice(m)}.`,
          },
        ],
      },
      wallCalendar: {
        name: c.calendarTypes.wandkalender,
        title: `Wandkalender mit Fotos gestalten | Printhaus`,
        description:
          'Fotowandkalender in A4, A3 oder 30 x 30 cm: seidenmattes 250-g-Premiumpapier, Spiralbindung, Startmonat frei wählbar. Versand innerhalb von 1–3 Werktagen.',
        headline: 'Wandkalender mit deinen Fotos',
        subline:
          'Zwölf Lieblingsfotos im Großformat, hoch oder quer – der Kalenderklassiker für jede Wand.',
        intro: `## Zwölf Monate, zwölf Lieblingsbilder

Der Wandkalender ist unser meistgestalteter Kalender – als Geschenk für die Großeltern ebenso wie für die eigene Küche. Du wählst zwischen A4 und A3, jeweils hoch oder quer, sowie dem quadratischen Format 30 x 30 cm. Für jeden Monat setzt du ein großes Foto oder eine Collage aus mehreren Bildern ein.

Gedruckt wird auf 250 g/m² starkem, seidenmattem Premiumpapier, gebunden mit einer Spirale in Weiß, Schwarz oder Silber. Den Startmonat legst du selbst fest, Geburtstage trägst du direkt im Designer ein, und auf Wunsch ergänzen wir die Feiertage für ${region}.`,
        faq: [
          {
            q: 'Welches Format ist das richtige?',
            a: 'A4 passt in Flur und Küche, A3 wirkt über Schreibtisch oder Sofa wie ein kleines Wandbild. Richte dich nach deinen Fotos: Smartphone-Bilder passen meist ins Hochformat, Kamerafotos ins Querformat.',
          },
          {
            q: 'Kann ich mehrere Fotos pro Monat verwenden?',
            a: 'Ja. Für jeden Monat gibt es Layouts mit einem bis neun Fotos, die du frei kombinieren kannst.',
          },
        ],
      },
      deskCalendar: {
        name: c.calendarTypes.tischkalender,
        title: 'Tischkalender mit eigenen Fotos gestalten | Printhaus',
        description:
          'Tischkalender mit Fotos für Schreibtisch, Theke und Nachttisch: A5, A6, quadratisch oder im schmalen Langformat, mit stabilem Aufsteller. Ideal als Geschenk.',
        headline: 'Tischkalender: dein Jahr im Blick',
        subline:
          'Kompakt für Schreibtisch und Theke – mit stabilem Aufsteller und deinen Fotos für jeden Monat.',
        intro: `## Klein, aber jeden Tag im Blick

Ein Tischkalender steht genau dort, wo man täglich hinsieht: neben dem Bildschirm, auf der Empfangstheke oder auf dem Küchenfensterbrett. Es gibt ihn in vier Formaten – A5 quer, A6 quer, quadratisch mit 14,5 x 14,5 cm und im schmalen Langformat 26,5 x 12 cm, das sich gut unter einem Monitor macht.

Die Monatsblätter drucken wir auf 250 g/m² starkem, seidenmattem Premiumpapier und binden sie mit einer Spirale am oberen Rand. Der Aufsteller aus kräftigem Karton steht sicher und lässt sich zum Verschicken flach zusammenlegen. Als Firmengeschenk platzierst du dein Logo und deine Kontaktdaten auf jedem Blatt.`,
        faq: [
          {
            q: 'Lässt sich der Tischkalender gut verschicken?',
            a: 'Ja. Zusammengelegt ist er nur wenige Zentimeter dick, die kleinen Formate passen sogar in einen Großbrief.',
          },
          {
            q: 'Gibt es Mengenrabatte für Firmenkalender?',
            a: `Ja. Ab 50 Exemplaren gewähren wir Mengenrabatt, auf Wunsch mit deinem Logo auf jedem Monatsblatt. Alle Vorteile findest du unter [Geschäftskunden](${P.business}).`,
          },
        ],
      },
      familyPlanner: {
        name: c.calendarTypes.familienplaner,
        title: 'Familienplaner mit Fotos gestalten | Printhaus',
        description:
          'Familienplaner mit bis zu fünf Spalten für alle Termine: ein Foto pro Monat, Schulferien und Feiertage, viel Platz zum Schreiben. In 20 x 40 oder 15 x 40 cm.',
        headline: 'Der Familienplaner für alle Termine',
        subline:
          'Bis zu fünf Spalten für Kita, Training, Arzttermine und Geburtstage – und jeden Monat ein Familienfoto.',
        intro: `## Ordnung im Familienalltag

Wer hat wann Training, wann ist der Elternabend, wer holt die Kleinen ab? Im Familienplaner bekommt jedes Familienmitglied eine eigene Spalte – bis zu fünf nebeneinander, mit Namen oder Foto im Spaltenkopf. Über dem Kalendarium ist Platz für ein großes Monatsfoto.

Den Familienplaner gibt es im Format 20 x 40 cm und als schlanke Variante mit 15 x 40 cm. Das seidenmatte, 250 g/m² starke Premiumpapier nimmt Kugelschreiber, Bleistift und Filzstift gut an, ohne durchzudrücken. Schulferien und Feiertage für ${region} tragen wir auf Wunsch automatisch ein, eigene Termine wie Geburtstage hinterlegst du im Designer.`,
        faq: [
          {
            q: 'Wie viele Spalten kann ich wählen?',
            a: 'Zwischen drei und fünf. Eine Spalte lässt sich auch für gemeinsame Termine reservieren – oder für die Abholtermine der Müllabfuhr.',
          },
          {
            q: 'Sind die Schulferien eingetragen?',
            a: `Auf Wunsch ja: Wir tragen die Schulferien für ${region} ein, so wie sie zum Zeitpunkt des Drucks veröffentlicht sind.`,
          },
        ],
      },
      kitchenCalendar: {
        name: c.calendarTypes.kuechenkalender,
        title: 'Küchenkalender mit Fotos gestalten | Printhaus',
        description:
          'Schmaler Küchenkalender im Format 13 x 30 cm: passt an jede Schranktür, mit Monatsfoto und einer Zeile für jeden Tag. Premiumpapier mit Spiralbindung.',
        headline: 'Der Küchenkalender für jede Schranktür',
        subline:
          'Schmal und praktisch im Format 13 x 30 cm – mit Monatsfoto und einer Zeile für jeden Tag.',
        intro: `## Schmal, praktisch, immer griffbereit

Der Küchenkalender braucht kaum Platz: Mit 13 x 30 cm passt er an die Schranktür, neben den Kühlschrank oder auf den schmalen Wandstreifen neben der Tür. Oben zeigt er dein Monatsfoto, darunter hat jeder Tag eine eigene Zeile für Termine, Einkäufe oder den Essensplan der Woche.

Gedruckt wird auf 250 g/m² starkem, seidenmattem Premiumpapier, das sich gut beschreiben lässt. Die Spiralbindung mit Aufhänger hält den Kalender sicher an Nagel oder Klebehaken. Als Geschenk für Eltern und Großeltern ist er ein Dauerbrenner – besonders mit Fotos der Enkel.`,
        faq: [
          {
            q: 'Passen mehrere Fotos auf ein Monatsblatt?',
            a: 'Ja. Wähle für jeden Monat ein großes Bild oder eine Collage aus zwei bis drei Fotos im Hochformat.',
          },
          {
            q: 'Kann ich Geburtstage eintragen lassen?',
            a: 'Ja. Hinterlege Geburtstage und Jahrestage im Designer, dann stehen sie gedruckt am richtigen Tag. Die Termine bleiben in deinem Konto gespeichert – praktisch, wenn du im nächsten Jahr nachbestellst.',
          },
        ],
      },
      appointmentCalendar: {
        name: c.calendarTypes.terminkalender,
        title: 'Terminkalender mit Fotos gestalten – A4 & A3 | Printhaus',
        description:
          'Terminkalender im Querformat A4 oder A3: großes Kalendarium mit Kalenderwochen, viel Platz für Einträge und Fotos für jeden Monat. Für Büro und Zuhause.',
        headline: 'Terminkalender mit Platz für alles',
        subline:
          'Großes Kalendarium im Querformat – mit Kalenderwochen, Notizfeldern und deinen Fotos.',
        intro: `## Für alle, die viel vorhaben

Beim Terminkalender steht das Planen im Vordergrund: Die untere Hälfte jeder Seite gehört einem großzügigen Kalendarium mit Kalenderwochen und großen Tagesfeldern, die obere Hälfte deinem Monatsfoto. Im Format A4 quer passt er an jede Bürowand, in A3 quer wird er zur Planungszentrale für Team, Verein oder Familie.

Wir drucken auf 250 g/m² starkem, seidenmattem Premiumpapier, das sich mit Kugelschreiber und Fineliner gut beschriften lässt. Startmonat und Feiertage wählst du selbst, wiederkehrende Termine wie Ferien, Schichten oder Vereinsspiele trägst du direkt im Designer ein.`,
        faq: [
          {
            q: 'Was unterscheidet den Terminkalender vom Wandkalender?',
            a: 'Beim Wandkalender steht das Foto im Mittelpunkt, beim Terminkalender das Kalendarium. Die Tagesfelder sind deutlich größer und bieten Platz für mehrere Einträge pro Tag.',
          },
          {
            q: 'Kann ich einen Schulkalender ab August gestalten?',
            a: 'Ja, der Startmonat ist frei wählbar. Viele Lehrkräfte und Eltern lassen ihren Terminkalender mit dem neuen Schuljahr beginnen.',
          },
        ],
      },
      photobook: {
        name: 'Fotobuch',
        title: `Fotobuch selbst gestalten | Printhaus`,
        description:
          'Fotobuch gestalten: Hardcover, Softcover oder Layflat, 26 bis 154 Seiten, quadratisch oder A4. Mit automatischem Layout und persönlich gestaltetem Einband.',
        headline: 'Dein Fotobuch: Geschichten zum Blättern',
        subline:
          'Urlaub, Hochzeit oder Babyjahr – als Hardcover, Softcover oder Layflat mit bis zu 154 Seiten.',
        intro: `## Ein Buch, das man gern in die Hand nimmt

Ein Fotobuch erzählt, was ein einzelnes Bild nicht kann: den ganzen Urlaub, das erste Lebensjahr, eine Hochzeit vom Ankleiden bis zum letzten Tanz. Du startest mit 26 Seiten und erweiterst dein Buch auf bis zu 154 Seiten.

- **Hardcover** mit bedrucktem Einband in Matt oder Glanz – unser Bestseller
- **Softcover** mit flexiblem Umschlag, leicht und preiswert
- **Layflat** auf echtem Fotopapier, das sich ganz flach öffnen lässt – ideal für Panoramen über die Doppelseite

Zur Wahl stehen die Formate 21 x 21 cm, 30 x 30 cm sowie A4 hoch und quer. Unser Designer verteilt deine Fotos auf Wunsch automatisch, danach passt du Layouts, Hintergründe und Texte Seite für Seite an.`,
        faq: [
          {
            q: 'Wie viele Fotos brauche ich für ein Fotobuch?',
            a: 'Als Faustregel zwei bis vier Fotos pro Seite. Für 26 Seiten sind also 50 bis 100 gute Bilder ideal – lieber weniger, dafür groß.',
          },
          {
            q: 'Was ist der Unterschied zwischen Hardcover und Layflat?',
            a: 'Beim Hardcover werden die Seiten wie bei einem Buch gebunden, in der Mitte entsteht ein kleiner Falz. Layflat-Seiten bestehen aus festem Fotopapier und liegen aufgeschlagen ganz flach – so laufen Bilder nahtlos über die Doppelseite.',
          },
        ],
      },
      collage: {
        name: 'Fotocollage',
        title: `Fotocollage mit bis zu 60 Fotos | Printhaus`,
        description:
          'Fotocollage mit bis zu 60 Fotos auf einem Bild: als Poster oder Leinwand, mit Vorlagen von Raster bis Herz. Fotos hochladen, anordnen lassen, fertig.',
        headline: 'Fotocollage: viele Momente, ein Bild',
        subline:
          'Bis zu 60 Fotos auf einem Poster oder einer Leinwand – mit Vorlagen, die sich wie von selbst füllen.',
        intro: `## So entsteht deine Collage

Wähle eine Vorlage – klassisches Raster, Herz, Zahl oder Buchstabe – und lade bis zu 60 Fotos hoch. Der Designer verteilt die Bilder automatisch; du verschiebst, tauschst und vergrößerst einzelne Motive per Drag & Drop. Ergänze Namen, Daten oder einen Spruch, und deine Collage ist fertig.

Gedruckt wird sie als Poster auf Premium-Fotopapier oder als Leinwand auf einem Keilrahmen aus Holz, in Formaten von 20 x 30 bis 80 x 120 cm. Je mehr Fotos du verwendest, desto größer sollte das Format sein: Für 30 Bilder empfehlen wir mindestens 40 x 60 cm, für 60 Bilder 60 x 90 cm. Beliebt ist die Collage als Geschenk zum Jahrestag, zum Abschied aus dem Team oder als Jahresrückblick für die Familie.`,
        faq: [
          {
            q: 'Wie groß müssen die Fotos für eine Collage sein?',
            a: 'Da jedes Foto nur einen Teil der Fläche einnimmt, reichen meist schon 1.000 x 1.000 Pixel pro Bild. Ist ein Foto zu klein, warnt dich der Designer.',
          },
          {
            q: 'Kann ich eine Zahl aus Fotos legen?',
            a: 'Ja. Mit unseren Zahlen- und Buchstabenvorlagen formst du zum Beispiel eine „50“ aus Fotos von 50 Lebensjahren – ein beliebtes Geschenk zum runden Geburtstag.',
          },
        ],
      },
    },

    // ---------------------------------------------------------- wall-art materials, frames
    wallart: {
      acrylic: {
        name: c.materials.acrylglas,
        title: `Foto auf Acrylglas drucken | Printhaus`,
        description:
          'Dein Foto hinter 5 mm starkem Acrylglas: brillante Farben, echte Tiefenwirkung und rahmenlose Aufhängung. In Formaten von 20 x 30 bis 80 x 120 cm.',
        headline: 'Dein Foto hinter Acrylglas',
        subline:
          'Leuchtende Farben und eine Tiefe, als könnte man ins Bild greifen – in Formaten bis 80 x 120 cm.',
        intro: `## Brillanz mit Tiefenwirkung

Beim Acrylglasbild wird dein Foto direkt hinter eine 5 mm starke, glasklare Scheibe kaschiert. Das Licht bricht sich im Glas, Farben wirken satter und Kontraste tiefer als auf jedem anderen Material. Besonders gut kommen Nachtaufnahmen, Sonnenuntergänge, Unterwasserfotos und ausdrucksstarke Porträts zur Geltung.

Die Kanten sind fein poliert, auf der Rückseite sitzt eine verdeckte Aufhängeschiene aus Aluminium. So schwebt das Bild rahmenlos etwa 1,5 cm vor der Wand. Du wählst aus Formaten von 20 x 30 bis 80 x 120 cm, hoch oder quer; unser kostenloser Bildcheck prüft vor dem Druck, ob dein Foto für die gewünschte Größe reicht.`,
        faq: [
          {
            q: 'Spiegelt Acrylglas?',
            a: `Ja, die glänzende Oberfläche reflektiert Licht. Häng dein Acrylglasbild deshalb nicht direkt gegenüber einem Fenster auf – für Räume mit viel Gegenlicht ist matter [Alu-Dibond](${P.alu}) die bessere Wahl.`,
          },
          {
            q: 'Wie reinige ich ein Acrylglasbild?',
            a: 'Mit einem weichen Mikrofasertuch und etwas Wasser, bei Bedarf mit einem Tropfen Spülmittel. Glasreiniger mit Alkohol und Küchenpapier solltest du meiden, sie können die Oberfläche trüben oder zerkratzen.',
          },
          {
            q: 'Kann ich Acrylglas im Bad aufhängen?',
            a: 'Ja. Acrylglas ist unempfindlich gegen Feuchtigkeit und damit ideal für Bad und Küche.',
          },
        ],
      },
      alu: {
        name: c.materials.aludibond,
        title: `Foto auf Alu-Dibond drucken | Printhaus`,
        description:
          'Foto auf Alu-Dibond: matt, spiegelfrei und formstabil, wahlweise weiß oder gebürstet. 3 mm stark, in Formaten von 20 x 30 bis 80 x 120 cm, fertig zum Aufhängen.',
        headline: 'Dein Foto auf Alu-Dibond',
        subline:
          'Matt, modern und formstabil – die spiegelfreie Wahl für helle Räume und klare Motive.',
        intro: `## Modern, matt und extrem stabil

Alu-Dibond ist eine 3 mm starke Verbundplatte aus zwei Aluminiumschichten mit einem Kunststoffkern. Wir drucken dein Foto mit UV-beständigen Tinten direkt auf die Oberfläche. Das Ergebnis ist matt, spiegelt nicht und wirkt in jedem Licht ruhig und präzise – Architektur, Landschaften und Schwarz-Weiß-Fotos kommen darauf besonders klar zur Geltung.

- **Weiß matt** für eine natürliche, farbtreue Wiedergabe
- **Gebürstet**: Helle Bildbereiche lassen die metallische Struktur durchschimmern

Eine Aufhängeschiene auf der Rückseite hält das Bild mit etwa 1,5 cm Abstand zur Wand. Alu-Dibond verzieht sich nicht und ist unempfindlich gegen Feuchtigkeit. Formate von 20 x 30 bis 80 x 120 cm.`,
        faq: [
          {
            q: 'Weiß oder gebürstet – was passt zu meinem Foto?',
            a: 'Für Porträts, Hauttöne und helle Motive empfehlen wir weiß matt. Gebürstetes Aluminium gibt kontrastreichen Motiven, Architektur und Schwarz-Weiß-Fotos einen edlen Metallschimmer.',
          },
          {
            q: 'Kann ich Alu-Dibond im Bad aufhängen?',
            a: 'Ja. Das Material ist feuchtigkeitsbeständig und verzieht sich auch bei schwankender Luftfeuchtigkeit nicht.',
          },
        ],
      },
      poster: {
        name: c.materials.poster,
        title: `Poster mit eigenem Foto drucken | Printhaus`,
        description:
          'Dein Foto als Poster auf Premium-Fotopapier, matt oder glänzend, von 20 x 30 bis 120 x 180 cm. Auf Wunsch fertig gerahmt, sicher verpackt und schnell geliefert.',
        headline: 'Dein Foto als Poster',
        subline:
          'Premium-Fotopapier in Matt oder Glanz – günstig, flexibel und auf Wunsch fertig gerahmt.',
        intro: `## Groß herauskommen zum kleinen Preis

Das Poster ist der einfachste Weg, ein Foto groß an die Wand zu bringen. Wir drucken auf 250 g/m² starkem Premium-Fotopapier, wahlweise matt oder glänzend, in Formaten von 20 x 30 bis 120 x 180 cm. Lichtechte Tinten sorgen dafür, dass die Farben auch nach Jahren noch leuchten.

Poster bis 50 x 70 cm verschicken wir flach zwischen stabilen Kartonplatten, größere Formate gerollt in einer festen Versandhülse. Wenn du es fertig magst, liefern wir dein Poster im Holzrahmen mit weißem Passepartout – passgenau gerahmt und bereit zum Aufhängen. Alle Modelle findest du bei unseren [Bilderrahmen](${P.frames}).`,
        faq: [
          {
            q: 'Matt oder glänzend?',
            a: 'Matt spiegelt nicht und ist die beste Wahl hinter Glas und in hellen Räumen. Glänzend lässt Farben stärker leuchten, zeigt aber eher Reflexe und Fingerabdrücke.',
          },
          {
            q: 'Wie bekomme ich ein gerolltes Poster wieder glatt?',
            a: 'Roll es vorsichtig gegen die Wickelrichtung aus und beschwere die Ecken ein paar Stunden mit Büchern. Nach einem Tag liegt es flach und lässt sich rahmen.',
          },
        ],
      },
      gallery: {
        name: c.materials.gallerybond,
        title: `Galeriedruck: Fotoabzug hinter Acrylglas | Printhaus`,
        description:
          'Galeriedruck wie im Museum: echter Fotoabzug hinter Acrylglas, auf Alu-Dibond kaschiert, auf Wunsch im Schattenfugenrahmen aus Eiche. 30 x 40 bis 80 x 120 cm.',
        headline: 'Galeriedruck: die Königsklasse an der Wand',
        subline:
          'Echter Fotoabzug hinter Acrylglas, auf Alu-Dibond kaschiert – so präsentieren Fotogalerien ihre Bilder.',
        intro: `## Aufgebaut wie in der Galerie

Der Galeriedruck verbindet drei Materialien zu einem Bild: Dein Foto wird auf echtes Fotopapier belichtet, hinter glasklares Acrylglas kaschiert und rückseitig auf eine 3 mm starke Alu-Dibond-Platte aufgezogen. So vereint er die Schärfe und die feinen Farbverläufe eines Laborabzugs mit der Tiefe von Acrylglas und der Stabilität von Aluminium.

Wir fertigen Galeriedrucke in Formaten von 30 x 40 bis 80 x 120 cm. Auf Wunsch setzen wir dein Bild in einen Schattenfugenrahmen aus massiver Eiche, der es mit schmalem Abstand umschließt. Jeder Galeriedruck wird in unserer Manufaktur von Hand kaschiert und vor dem Versand einzeln geprüft.`,
        faq: [
          {
            q: 'Worin unterscheidet sich der Galeriedruck vom Acrylglasbild?',
            a: 'Beim Galeriedruck wird dein Motiv auf echtes Fotopapier belichtet statt gedruckt und zusätzlich auf Alu-Dibond kaschiert. Das ergibt noch feinere Farbverläufe und eine besonders plane, formstabile Oberfläche.',
          },
          {
            q: 'Wie wird der Galeriedruck aufgehängt?',
            a: 'Auf der Rückseite ist eine Aufhängeschiene aus Aluminium montiert, die das Bild mit etwas Abstand vor der Wand hält. Im Schattenfugenrahmen hängt das Bild an zwei stabilen Aufhängern.',
          },
        ],
      },
      hahnemuehle: {
        name: c.materials.hahnemuehle,
        title: `Hahnemühle FineArt-Druck | Printhaus`,
        description:
          'Kunstdruck auf Hahnemühle FineArt-Papier: säurefrei, alterungsbeständig und mit Pigmenttinten gedruckt – für Fotografie und Kunst in Museumsqualität.',
        headline: 'Hahnemühle FineArt: Museumsqualität für dein Bild',
        subline:
          'Gedruckt auf Papier der traditionsreichen Hahnemühle – säurefrei, samtig matt und für Generationen gemacht.',
        intro: `## Papier mit Geschichte

Hahnemühle stellt im niedersächsischen Dassel seit 1584 Papier her – heute für Künstlerinnen, Fotografen und Museen in aller Welt. Für deinen FineArt-Druck verwenden wir zwei Papiere aus dem Sortiment: **Photo Rag** (308 g/m², aus Baumwolle, glatt und samtig matt) und **German Etching** (310 g/m², mit der feinen Struktur eines Radierpapiers). Beide sind säure- und ligninfrei und damit besonders alterungsbeständig.

Wir drucken mit pigmentbasierten Tinten, die einen großen Farbraum und tiefe Schwarztöne erreichen – ideal für Schwarz-Weiß-Fotografie, Landschaften und Reproduktionen von Gemälden oder Zeichnungen. Du wählst aus Formaten von 20 x 30 bis 60 x 90 cm; auf Wunsch liefern wir den Druck im Holzrahmen mit Passepartout.`,
        faq: [
          {
            q: 'Was bedeutet Museumsqualität?',
            a: 'Die Papiere sind säure- und ligninfrei und vergilben nicht. Zusammen mit unseren Pigmenttinten bleibt der Druck hinter Glas und ohne direkte Sonne über Generationen farbstabil.',
          },
          {
            q: 'Sollte ich einen FineArt-Druck rahmen?',
            a: `Wir empfehlen es. Ein Rahmen mit Passepartout schützt die empfindliche, matte Oberfläche vor Staub und Berührungen. Passende Modelle findest du bei unseren [Bilderrahmen](${P.frames}).`,
          },
        ],
      },
      forex: {
        name: c.materials.forexplatte,
        title: `Foto auf Forex-Platte drucken | Printhaus`,
        description:
          'Foto auf Forex: leichte, stabile Hartschaumplatte aus PVC, matt und spiegelfrei. Ideal für Büro, Kinderzimmer und Messestand, in Formaten bis 60 x 90 cm.',
        headline: 'Dein Foto auf Forex',
        subline:
          'Leicht, matt und preiswert – das unkomplizierte Wandbild für Büro, Kinderzimmer und Messestand.',
        intro: `## Leichtgewicht mit klarem Druck

Forex ist eine 5 mm starke Hartschaumplatte aus PVC, die trotz ihrer Stabilität kaum etwas wiegt: Ein Bild im Format 40 x 60 cm bringt knapp 700 Gramm auf die Waage. Wir drucken direkt auf die weiße, matte Oberfläche – spiegelfrei, farbtreu und unempfindlich gegen Feuchtigkeit.

Weil die Platte so leicht ist, genügen zum Aufhängen ein einzelner Nagel oder wiederablösbare Klebestreifen; bohren musst du meist nicht. Deshalb ist Forex beliebt in Mietwohnungen und Kinderzimmern, in Praxen, Büros und auf Messeständen. Wir fertigen Formate von 20 x 30 bis 60 x 90 cm.`,
        faq: [
          {
            q: 'Wie unterscheidet sich Forex von Alu-Dibond?',
            a: `Forex ist leichter und günstiger, [Alu-Dibond](${P.alu}) dafür robuster und edler in der Anmutung. Für Bilder, die viele Jahre hängen sollen, empfehlen wir Alu-Dibond; für Dekorationen, Schilder und Räume, die sich oft verändern, ist Forex ideal.`,
          },
          {
            q: 'Kann ich Forex-Bilder ohne Bohren aufhängen?',
            a: 'Ja. Dank des geringen Gewichts halten kleine und mittlere Formate mit wiederablösbaren Klebestreifen. Die Wand sollte dafür sauber, trocken und tragfähig sein.',
          },
        ],
      },
      frames: {
        name: c.nav.frames,
        title: `Bilderrahmen aus Holz & Aluminium | Printhaus`,
        description:
          'Bilderrahmen aus Holz und Aluminium sowie Schattenfugenrahmen für Leinwände: passgenau für deine Poster und Drucke, mit Passepartout und fertig zum Aufhängen.',
        headline: 'Der passende Rahmen für dein Bild',
        subline:
          'Holz, Aluminium oder Schattenfuge – passgenau für Poster, FineArt-Drucke und Leinwände.',
        intro: `## Gerahmt wirkt es erst richtig

Ein Rahmen schützt dein Bild und setzt einen klaren Abschluss zur Wand. Wir bieten drei Rahmenarten an: Holzrahmen aus Massivholz für Poster und Hahnemühle-Drucke, schlanke Aluminiumrahmen für einen modernen Look und Schattenfugenrahmen, in denen Leinwände und Galeriedrucke zu schweben scheinen.

Bestellst du Rahmen und Druck zusammen, rahmen wir dein Bild in unserer Manufaktur passgenau ein, legen auf Wunsch ein weißes Passepartout ein und liefern es fertig zum Aufhängen. Die Front besteht aus bruchsicherem Acrylglas statt Glas – leichter und beim Versand sicher. Leere Rahmen gibt es auch einzeln, etwa für Bilder, die du schon zu Hause hast.`,
        faq: [
          {
            q: 'Passen eure Rahmen auch für Bilder, die ich schon habe?',
            a: 'Ja, unsere Holz- und Aluminiumrahmen gibt es in Standardformaten auch leer. Miss dein Bild vorher genau aus: Das Format bezieht sich immer auf das Bild, nicht auf die Außenkante des Rahmens.',
          },
          {
            q: 'Ist ein Passepartout immer dabei?',
            a: 'Bei gerahmten Postern und FineArt-Drucken entscheidest du selbst. Ein Passepartout gibt dem Bild Raum und verhindert, dass der Druck die Frontscheibe berührt.',
          },
        ],
      },
      frame_wood: {
        name: c.frameTypes.wood,
        title: `Holzrahmen aus Massivholz | Printhaus`,
        description:
          'Holzrahmen aus Massivholz in Eiche natur, Nussbaum, Schwarz und Weiß: mit Passepartout und bruchsicherem Acrylglas, passgenau für deine Poster und FineArt-Drucke.',
        headline: 'Holzrahmen: warm, zeitlos, handgefertigt',
        subline:
          'Massivholzrahmen in Eiche natur, Nussbaum, Schwarz oder Weiß – mit Passepartout und bruchsicherem Acrylglas.',
        intro: `## Natürlich schön gerahmt

Unsere Holzrahmen fertigen wir aus Massivholz aus nachhaltiger Forstwirtschaft und verleimen die Ecken sauber auf Gehrung. Das schlichte, 2 cm breite Profil passt zum Altbau ebenso wie zu einer modernen Einrichtung.

- Farben: Eiche natur, Nussbaum, Schwarz und Weiß
- Front aus bruchsicherem Acrylglas
- Weißes Passepartout auf Wunsch
- Formate von 20 x 30 bis 60 x 90 cm

Holzrahmen sind die erste Wahl für Poster und Hahnemühle-FineArt-Drucke. Bestellst du Druck und Rahmen zusammen, rahmen wir das Bild in unserer Manufaktur und liefern es mit montiertem Aufhänger.`,
        faq: [
          {
            q: 'Welche Rahmenfarbe passt zu meinem Bild?',
            a: 'Schwarz gibt Schwarz-Weiß-Fotos und Grafiken einen starken Rahmen, Weiß wirkt leicht und luftig in hellen Räumen. Eiche natur bringt Wärme, besonders zu Landschafts- und Naturmotiven.',
          },
          {
            q: 'Kann ich den Rahmen hoch und quer aufhängen?',
            a: 'Ja. Die Aufhänger auf der Rückseite sind für beide Ausrichtungen vorbereitet.',
          },
        ],
      },
      frame_alu: {
        name: c.frameTypes.alu,
        title: 'Aluminiumrahmen: schmal, modern, stabil | Printhaus',
        description:
          'Schlanke Aluminiumrahmen in Silber matt, Schwarz matt und Gold gebürstet: passgenau für Poster und Fotodrucke, mit Acrylglas und optionalem Passepartout.',
        headline: 'Aluminiumrahmen: klare Linie, schmales Profil',
        subline:
          'Schmale Profile in Silber, Schwarz oder Gold – der moderne Rahmen für Fotografie und Grafik.',
        intro: `## Präzise und zurückhaltend

Aluminiumrahmen stellen das Bild in den Vordergrund: Das Profil ist nur 1 cm breit, die Ecken sind passgenau auf Gehrung gearbeitet. So wirken Fotografien, Architekturmotive und grafische Poster besonders klar und modern – wie in einer Galerie für zeitgenössische Fotografie.

- Farben: Silber matt, Schwarz matt und Gold gebürstet
- Front aus bruchsicherem Acrylglas
- Weißes Passepartout auf Wunsch
- Formate von 20 x 30 bis 80 x 120 cm

Das leichte, verwindungssteife Metall eignet sich auch für große Formate. Bestellst du deinen Druck gleich mit, liefern wir das Bild fertig gerahmt und mit Aufhänger.`,
        faq: [
          {
            q: 'Sind Aluminiumrahmen schwerer als Holzrahmen?',
            a: 'Nein, bei gleichem Format sind sie meist sogar leichter, weil das Profil schmaler ist. Trotzdem bleiben sie auch in großen Formaten formstabil.',
          },
          {
            q: 'Kann ich Acrylglas- oder Alu-Dibond-Bilder rahmen?',
            a: 'Für Acrylglas und Alu-Dibond empfehlen wir die rahmenlose Aufhängung mit Aufhängeschiene. Unsere Aluminiumrahmen sind für Poster, Fotopapier und FineArt-Drucke gemacht.',
          },
        ],
      },
      frame_floater: {
        name: c.frameTypes.floater,
        title: 'Schattenfugenrahmen für Leinwandbilder | Printhaus',
        description:
          'Schattenfugenrahmen für Leinwand und Galeriedruck: Das Bild scheint im Rahmen zu schweben. In Eiche natur, Nussbaum, Schwarz oder Weiß, passgenau montiert.',
        headline: 'Schattenfugenrahmen: Leinwand, die schwebt',
        subline:
          'Eine schmale Fuge zwischen Bild und Rahmen lässt deine Leinwand schweben – edel wie im Museum.',
        intro: `## Der Rahmen für Leinwände

Leinwände werden nicht hinter Glas gerahmt, sondern in einen Schattenfugenrahmen gesetzt: Zwischen Bildkante und Rahmen bleibt eine etwa 5 mm breite Fuge, in der ein feiner Schatten entsteht. Dadurch scheint das Bild im Rahmen zu schweben, und die Struktur der [Leinwand](${P.canvas}) bleibt offen sichtbar.

Unsere Schattenfugenrahmen bestehen aus Massivholz in Eiche natur, Nussbaum, Schwarz oder Weiß und passen auf Keilrahmen mit 2,5 cm und 3,8 cm Stärke. Bestellst du Leinwand und Rahmen zusammen, montieren wir das Bild in unserer Manufaktur passgenau. Auch den [Galeriedruck](${P.gallery}) gibt es im Schattenfugenrahmen aus Eiche.`,
        faq: [
          {
            q: 'Kann ich eine Leinwand nachträglich rahmen?',
            a: 'Ja, wenn sie eines unserer Standardformate hat. Bestell den Schattenfugenrahmen passend zu Format und Keilrahmenstärke; die Leinwand wird mit den beiliegenden Befestigungswinkeln von hinten verschraubt.',
          },
          {
            q: 'Braucht eine gerahmte Leinwand Glas?',
            a: 'Nein. Leinwände sind mit einem Schutzlack versiegelt und werden offen gerahmt. So bleibt die Gewebestruktur sichtbar, und nichts spiegelt.',
          },
        ],
      },
    },

    // ------------------------------------------------------- service, company, legal pages
    info: {
      shipping: {
        name: c.footer.links.shipping,
        title: 'Versand & Lieferzeiten: Kosten, Dauer, Tracking | Printhaus',
        description: `Lieferzeiten, Versandkosten und Sendungsverfolgung bei Printhaus: versandkostenfrei ab ${freeShipping(m)}, Expressversand in ${express}, Lieferung in viele Länder.`,
        headline: 'Versand & Lieferzeiten',
        body: `## So schnell ist deine Bestellung da

Karten, Kalender, Fotobücher und Fotoabzüge verlassen ${swiss ? 'die Druckerei' : 'unsere Druckerei'} innerhalb von 1–3 Werktagen, Wandbilder innerhalb von 2–4 Werktagen. Die Zustellung dauert anschließend meist 1–2 Werktage.

Hast du es eilig? Mit dem **Expressversand** ist deine Bestellung in ${express} bei dir. Ob ein Produkt per Express lieferbar ist, siehst du im Warenkorb.

## Versandkosten

- Ab einem Bestellwert von ${freeShipping(m)} liefern wir versandkostenfrei.
- Darunter berechnen wir pauschal ${shippingCost(m)} pro Bestellung – egal, wie viele Artikel darin sind.
- Den Aufpreis für den Expressversand zeigen wir dir im Warenkorb an.

${
  swiss
    ? `## Zollfrei aus der Schweiz

Bestellungen in die Schweiz und nach Liechtenstein fertigt unsere Partnerdruckerei in der Schweiz, nach denselben Qualitätsstandards wie in Berlin. Für dich fallen deshalb weder Zollgebühren noch Einfuhrsteuer an, und es gibt keine Verzögerung durch die Verzollung. Zugestellt wird mit der Post.

## Sendungsverfolgung

Sobald dein Paket unterwegs ist, bekommst du eine E-Mail mit dem Link zur Sendungsverfolgung. Den Status findest du außerdem jederzeit unter [Meine Bestellungen](${P.orders}).

## Lieferung in andere Länder

Wir liefern auch in alle Länder der EU und nach Großbritannien. Diese Bestellungen fertigen wir in unserer Druckerei in Berlin; Kosten und Laufzeit siehst du im Warenkorb, bevor du bestellst.`
    : `## Versanddienstleister und Sendungsverfolgung

Pakete verschicken wir mit DHL, flache Sendungen wie Karten oder Musterkarten als Brief mit der Post. Sobald dein Paket unterwegs ist, bekommst du eine E-Mail mit dem Link zur Sendungsverfolgung. Den Status findest du außerdem jederzeit unter [Meine Bestellungen](${P.orders}).

## Lieferung in andere Länder

Wir liefern in alle Länder der EU sowie in die Schweiz, nach Liechtenstein und nach Großbritannien. Für Österreich, Luxemburg und Italien gelten dieselben Versandkosten wie für Deutschland; die Zustellung dauert dort meist einen Tag länger. Für die Schweiz und Liechtenstein bestellst du am besten in unserem Schweizer Shop – dann fertigt unsere Partnerdruckerei in der Schweiz, und du zahlst keinen Zoll.`
}

Fragen zur Lieferung beantwortet dir unser [Kundenservice](${P.contact}) gern persönlich.`,
      },
      payment: {
        name: c.footer.links.payment,
        title: 'Zahlungsarten: sicher und bequem bezahlen | Printhaus',
        description: `PayPal, Kredit- und Debitkarte, Apple Pay, Google Pay, Klarna${swiss ? ', TWINT' : ''} oder Vorkasse: Bei Printhaus bezahlst du so, wie es dir am besten passt.`,
        headline: 'Sicher und bequem bezahlen',
        body: `## Unsere Zahlungsarten

- **PayPal** – schnell mit deinem PayPal-Konto und mit PayPal-Käuferschutz
- **Kredit- und Debitkarte** – Visa und Mastercard, abgesichert mit 3-D Secure
- **Apple Pay und Google Pay** – mit einem Fingertipp direkt auf Smartphone, Tablet oder Computer
- **Klarna** – Kauf auf Rechnung oder in Raten: Du bezahlst erst, wenn deine Bestellung angekommen ist
${swiss ? '- **TWINT** – die Schweizer Bezahl-App: einfach den QR-Code scannen oder direkt in die App wechseln\n' : ''}- **Vorkasse** per Banküberweisung – wir beginnen mit der Produktion, sobald dein Betrag bei uns eingegangen ist

Welche Zahlungsarten für deine Bestellung zur Verfügung stehen, siehst du im letzten Schritt vor dem Bestellen. Alle Zahlungsdaten werden verschlüsselt übertragen und direkt von unseren zertifizierten Zahlungsdienstleistern verarbeitet; deine Kartendaten speichern wir nicht.

## Deine Rechnung

Die Rechnung mit ausgewiesener ${vat} schicken wir dir per E-Mail, sobald deine Bestellung versandt ist. Als PDF findest du sie außerdem jederzeit unter [Meine Bestellungen](${P.orders}). Unternehmen können nach kurzer Prüfung auch ohne Klarna auf Rechnung kaufen – mehr dazu unter [Geschäftskunden](${P.business}).

## Gutscheine

Einen Gutscheincode gibst du im Warenkorb ein oder unter [Gutschein einlösen](${P.redeem}). Ist der Gutschein mehr wert als deine Bestellung, bleibt das Restguthaben für deinen nächsten Einkauf erhalten. Eine Barauszahlung ist nicht möglich.

Du möchtest jemandem eine Freude machen? Unseren [Geschenkgutschein](${P.vouchers}) gibt es als PDF zum Selbstausdrucken oder als gedruckte Karte – mit einem Betrag deiner Wahl.`,
      },
      contact: {
        name: c.footer.links.contact,
        title: 'Kontakt: So erreichst du unseren Kundenservice | Printhaus',
        description: `So erreichst du den Printhaus-Kundenservice: telefonisch unter ${m.hotline} Mo–Fr von 8 bis 18 Uhr, per E-Mail an service@printhaus.example oder per Post.`,
        headline: 'Wir sind für dich da',
        body: `Ob Frage zur Gestaltung, zu Papier und Format oder zu deiner Bestellung: Unser Serviceteam hilft dir persönlich weiter – ohne endlose Warteschleifen und ohne Textbausteine.

## Telefon

**${m.hotline}**
Persönliche Beratung Mo–Fr von 8 bis 18 Uhr

Halte bei Fragen zu einer Bestellung bitte deine Bestellnummer bereit. Du findest sie in der Bestellbestätigung und unter [Meine Bestellungen](${P.orders}).

## E-Mail

**service@printhaus.example**

Wir antworten an Werktagen innerhalb von 24 Stunden. Wenn etwas nicht stimmt, schick uns innerhalb von 14 Tagen nach Erhalt ein Foto des Produkts mit – liegt ein Druck- oder Transportschaden vor, drucken wir kostenlos neu oder erstatten den Betrag.

## Post

Printhaus GmbH
Lindenstraße 41
10969 Berlin
Deutschland

Bitte schick uns keine Rücksendungen ohne vorherige Absprache – so können wir dir schneller helfen und dir bei Bedarf ein kostenloses Rücksendeetikett schicken.

## Schnelle Antworten

Viele Fragen zu Versand, Zahlung und Gestaltung beantworten wir bereits in unserer [Hilfe & FAQ](${P.faq}). Für Firmenbestellungen und größere Auflagen erreichst du unser Team für [Geschäftskunden](${P.business}) direkt.`,
      },
      about: {
        name: c.footer.links.about,
        title: 'Über uns: Druckerei aus Berlin seit 2011 | Printhaus',
        description:
          'Printhaus druckt seit 2011 in Berlin Karten, Kalender, Fotobücher und Wandbilder – in eigener Druckerei, mit Ökostrom und rund 180 Menschen im Team.',
        headline: 'Wir sind Printhaus',
        body: `## Angefangen hat alles mit einer Druckmaschine

Printhaus wurde 2011 in Berlin gegründet – mit einer gebrauchten Digitaldruckmaschine, viel Neugier und der Überzeugung, dass Fotos nicht auf Festplatten gehören, sondern in die Hand und an die Wand. Aus den ersten Fotokalendern für Freunde und Familie ist ein Unternehmen geworden, das heute Karten, Kalender, Fotobücher, Fotoabzüge und Wandbilder für Kundinnen und Kunden in ganz Europa fertigt.

## Alles unter einem Dach

Rund 180 Menschen arbeiten bei Printhaus: Medientechnologinnen und Buchbinder, Rahmenbauer, Softwareentwicklerinnen, Gestalter und unser Kundenservice. Gedruckt wird in unserer eigenen Druckerei in Berlin, die Wandbilder entstehen in unserer Manufaktur gleich nebenan. So haben wir jeden Arbeitsschritt selbst in der Hand – vom Papier bis zur Verpackung.${
          swiss
            ? ` Für die Schweiz und Liechtenstein arbeiten wir mit einer Partnerdruckerei in der Schweiz zusammen, die nach unseren Vorgaben produziert und zollfrei liefert.`
            : ''
        }

## Von Menschen geprüft

Jede Bestellung wird vor dem Versand von Hand kontrolliert: Stimmen Farben und Zuschnitt, sitzt die Prägung, ist die Bindung sauber? Und sollte doch einmal etwas nicht passen, drucken wir kostenlos neu – versprochen.

## Verantwortung für morgen

Unsere Maschinen laufen mit 100 % Ökostrom, unsere Papiere sind FSC®-zertifiziert, und unsere Verpackungen lassen sich vollständig recyceln. Was wir sonst noch tun, liest du auf unserer Seite zur [Nachhaltigkeit](${P.sustainability}).

Lust, Teil des Teams zu werden? Dann schau bei unseren [offenen Stellen](${P.jobs}) vorbei.`,
      },
      sustainability: {
        name: c.footer.links.sustainability,
        title: 'Nachhaltigkeit: So drucken wir verantwortungsvoll | Printhaus',
        description:
          'FSC®-zertifizierte Papiere, 100 % Ökostrom, klimaneutraler Versand und recycelbare Verpackungen: So macht Printhaus den Druck Schritt für Schritt nachhaltiger.',
        headline: 'Nachhaltig drucken – Schritt für Schritt',
        body: `Drucken braucht Papier, Energie und Transportwege. Wir können das nicht wegzaubern, aber wir können es so verantwortungsvoll wie möglich tun. Das machen wir heute schon:

## Papier aus verantwortungsvoller Forstwirtschaft

Für Karten, Kalender und Fotobücher verwenden wir ausschließlich FSC®-zertifizierte Papiere. Das Siegel garantiert, dass das Holz aus Wäldern stammt, die nach strengen ökologischen und sozialen Standards bewirtschaftet werden. Auch die Keilrahmen unserer Leinwände bestehen aus Kiefernholz aus nachhaltiger Forstwirtschaft.

## 100 % Ökostrom

Unsere Druckerei und unsere Manufaktur in Berlin beziehen ausschließlich Strom aus erneuerbaren Quellen. Die Abwärme unserer Druckmaschinen nutzen wir im Winter zum Heizen der Produktionshallen.

## Klimaneutraler Versand

Unsere Pakete verschicken wir klimaneutral: Wir wählen den Versand so, dass möglichst wenig Emissionen entstehen, und gleichen die unvermeidbaren Emissionen über zertifizierte Klimaschutzprojekte aus.${swiss ? ' Weil Bestellungen in die Schweiz und nach Liechtenstein direkt bei unserer Schweizer Partnerdruckerei entstehen, entfallen lange Transportwege.' : ''}

## Verpackungen ohne Plastik

Wir verpacken in Karton aus Recyclingmaterial und polstern mit Papier statt mit Luftpolsterfolie. Selbst der Kantenschutz unserer Wandbilder ist aus Pappe. Alles darf nach dem Auspacken ins Altpapier.

## Wenig Abfall in der Produktion

Eine Software ordnet die Aufträge so auf den Druckbögen an, dass möglichst wenig Verschnitt entsteht. Papierreste, Fehldrucke und Kartonagen sammeln wir sortenrein und geben sie ins Recycling. Und weil wir jede Bestellung vor dem Druck prüfen, müssen wir seltener nachdrucken.

## Was wir noch vorhaben

Wir sind nicht am Ziel. Als Nächstes wollen wir die Auswahl an Recyclingpapieren für Karten erweitern und den Versand in Berlin mit Lastenrädern testen.`,
      },
      jobs: {
        name: c.footer.links.jobs,
        title: 'Karriere: Jobs bei Printhaus in Berlin | Printhaus',
        description:
          'Arbeite bei Printhaus in Berlin: offene Stellen in Druckproduktion, Softwareentwicklung und Kundenservice. Was wir dir bieten und wie du dich bewirbst.',
        headline: 'Arbeiten bei Printhaus',
        body: `Jeden Tag verlassen Tausende Karten, Kalender und Wandbilder unser Haus – und jedes davon hat irgendwo eine besondere Bedeutung. Dafür arbeiten rund 180 Menschen in Berlin zusammen. Vielleicht bald auch du?

## Hier suchen wir Verstärkung

### Druckproduktion

Medientechnologinnen und Medientechnologen Druck, Buchbinder, Rahmenbauerinnen und Mitarbeitende in der Weiterverarbeitung. Du arbeitest an modernen Digitaldruckmaschinen und mit echtem Handwerk – im Zweischichtbetrieb und mit einem Team, das Qualität ernst nimmt.

### Software

Entwicklerinnen und Entwickler für Frontend und Backend, die unseren Shop, den Designer im Browser und die Steuerung unserer Produktion weiterentwickeln. Du arbeitest in kleinen Produktteams, nah an Druckerei und Kundschaft.

### Kundenservice

Du berätst Kundinnen und Kunden am Telefon und per E-Mail zu Gestaltung, Material und Bestellungen. Weitere Sprachen wie Französisch, Italienisch oder Niederländisch sind ein großes Plus.

## Was wir bieten

- Unbefristete Verträge und 30 Urlaubstage
- Flexible Arbeitszeiten, in Software und Verwaltung auch mobiles Arbeiten
- Ein jährliches Weiterbildungsbudget
- Zuschuss zum Jobticket oder zum Dienstrad
- 40 % Rabatt auf alle Printhaus-Produkte – für dich und deine Familie

## So bewirbst du dich

Schick uns deinen Lebenslauf, ein paar Sätze dazu, warum dich die Stelle reizt, und deinen frühestmöglichen Starttermin an **jobs@printhaus.example**. Ein klassisches Anschreiben brauchen wir nicht. Du hörst innerhalb von zwei Wochen von uns.

Wir freuen uns über jede Bewerbung – unabhängig von Geschlecht, Herkunft, Alter, Religion, Behinderung oder sexueller Identität.`,
      },
      press: {
        name: c.footer.links.press,
        title: 'Presse: Kontakt, Fakten & Bildmaterial | Printhaus',
        description:
          'Pressebereich von Printhaus: Kontakt für Journalistinnen und Journalisten, Fakten und Zahlen zum Unternehmen sowie Bildmaterial auf Anfrage.',
        headline: 'Presse',
        body: `## Pressekontakt

Du schreibst über Fotogeschenke, Druck oder Unternehmen aus Berlin? Wir helfen gern mit Informationen, Gesprächspartnern und Bildern weiter.

**press@printhaus.example**

Wir antworten in der Regel innerhalb eines Werktags.

## Printhaus in Zahlen

- Gegründet 2011 in Berlin
- Rund 180 Mitarbeiterinnen und Mitarbeiter
- Eigene Druckerei und Wandbild-Manufaktur in Berlin
- Über 3.000 Kartendesigns für jeden Anlass
- Wandbilder in sieben Materialien und über 100 Formaten
- 100 % Ökostrom in Produktion und Verwaltung
- Geschäftsführung: Clara Weiß und Jonas Albers

## Bildmaterial

Produktfotos, Aufnahmen aus Druckerei und Manufaktur sowie Porträts der Geschäftsführung stellen wir dir auf Anfrage in hoher Auflösung zur Verfügung. Die Bilder dürfen für die redaktionelle Berichterstattung über Printhaus kostenfrei verwendet werden, mit dem Hinweis „Foto: Printhaus“.

## Themen und Gesprächspartner

Unsere Geschäftsführung sowie Expertinnen und Experten aus Druck, Gestaltung und Nachhaltigkeit stehen für Interviews und Hintergrundgespräche zur Verfügung – etwa zu diesen Themen:

- Warum gedruckte Fotos im Smartphone-Zeitalter ein Comeback erleben
- Das Weihnachtsgeschäft einer Druckerei: Hochsaison im Dezember
- Nachhaltiger Digitaldruck: Papier, Energie, Verpackung

Für Produkttests senden wir Redaktionen gern Muster zu. Schreib uns einfach, was du planst.`,
      },
      business: {
        name: c.footer.links.business,
        title: 'Geschäftskunden: Karten & Kalender mit Logo | Printhaus',
        description:
          'Weihnachtskarten, Fotokalender und Wandbilder für Unternehmen: mit Logo, Mengenrabatt ab 50 Stück, Kauf auf Rechnung und persönlicher Ansprechperson.',
        headline: 'Printhaus für Unternehmen',
        body: `Ob Weihnachtsgruß an die Kundschaft, Kalender als Werbegeschenk oder Wandbilder für neue Büroräume: Wir drucken für Unternehmen, Praxen, Agenturen und Vereine – in der gleichen Qualität wie für unsere Privatkundschaft, aber mit Konditionen für größere Auflagen.

## Unsere Produkte für Firmen

- [Weihnachtskarten](${P.occ_christmas}) mit Logo, eingescannten Unterschriften und Folienveredelung in Gold, Silber oder Roségold
- [Fotokalender](${P.calendar}) mit Logo und eigenen Bildern – ein Werbegeschenk, das zwölf Monate lang an der Wand hängt
- Dankes- und Einladungskarten für Jubiläen, Firmenfeiern und Messen
- Wandbilder aus Acrylglas, Alu-Dibond oder Leinwand für Empfang, Besprechungsräume und Praxis

## Deine Vorteile

- **Mengenrabatt ab 50 Stück** – je größer die Auflage, desto günstiger der Stückpreis
- **Kauf auf Rechnung** mit 30 Tagen Zahlungsziel nach kurzer Prüfung
- **Persönliche Ansprechperson**, die dein Projekt vom Angebot bis zur Lieferung begleitet
- **Gestaltungsservice**: Auf Wunsch setzt unser Grafikteam Logo, Hausschrift und Firmenfarben für dich um
- **Adressdruck und Direktversand**: Wir drucken die Adressen auf die Umschläge und verschicken die Karten frankiert an deine Empfängerliste

## So geht’s

Schreib uns an **business@printhaus.example**, welches Produkt dich interessiert, welche Auflage du planst und bis wann du die Ware brauchst. Du bekommst innerhalb eines Werktags ein unverbindliches Angebot. Für Weihnachtskarten und Kalender empfehlen wir, bis Mitte November anzufragen – dann bleibt genug Zeit für Muster und Korrekturen.

Du erreichst uns auch telefonisch unter **${m.hotline}**, Mo–Fr von 8 bis 18 Uhr.`,
      },
      app: {
        name: c.burger.app,
        title: 'Die Printhaus-App für iOS und Android | Printhaus',
        description:
          'Mit der Printhaus-App gestaltest du Karten, Kalender, Fotobücher und Wandbilder direkt auf dem Smartphone: Fotos hochladen, Projekte speichern, bestellen.',
        headline: 'Gestalten, wo deine Fotos sind',
        body: `## Deine Fotos sind schon auf dem Handy

Die schönsten Bilder des Jahres liegen meist nicht auf dem Computer, sondern auf dem Smartphone. Mit der kostenlosen Printhaus-App gestaltest du genau dort: in der Bahn, auf dem Sofa oder noch im Urlaub.

## Was die App kann

- **Fotos direkt hochladen** – aus deiner Galerie und deinen Alben, ohne Umweg über Kabel oder Cloud
- **Alle Produkte gestalten** – Karten, Fotokalender, Fotobücher, Fotoabzüge und Wandbilder mit denselben Vorlagen wie im Shop
- **Automatische Layouts** – die App schlägt dir passende Seiten vor, du passt sie mit einem Fingertipp an
- **Bestellstatus im Blick** – eine Benachrichtigung informiert dich, sobald dein Paket unterwegs ist
- **Gutscheine einlösen** – direkt im Warenkorb der App

## Am Handy anfangen, am Computer fertig machen

Alle Projekte werden automatisch in [deinem Konto](${P.account}) gespeichert. Du kannst also auf dem Smartphone die Fotos auswählen und am Computer in Ruhe am Layout feilen – oder umgekehrt. Auch Entwürfe aus dem Browser öffnest du in der App.

## Deine Fotos bleiben deine Fotos

Die App lädt nur die Bilder hoch, die du für ein Projekt auswählst, nicht deine ganze Galerie. Mehr dazu erfährst du in unserer [Datenschutzerklärung](${P.privacy}).

## So bekommst du die App

Die Printhaus-App gibt es kostenlos im App Store für iPhone und iPad und bei Google Play für Android-Smartphones und -Tablets. Such einfach nach „Printhaus“, melde dich mit deinem Kundenkonto an – und leg los.`,
      },
      withdrawal: {
        name: c.footer.links.withdrawal,
        title: 'Widerrufsbelehrung & Widerrufsformular | Printhaus',
        description:
          'Widerrufsbelehrung von Printhaus: Widerrufsrecht für nicht personalisierte Artikel, Ausschluss bei individuell gefertigten Produkten, Muster-Widerrufsformular.',
        headline: 'Widerrufsbelehrung',
        body: `**Kurz gesagt:** Fast alles, was wir drucken, fertigen wir nach deinen Vorgaben – mit deinen Fotos und deinen Texten. Für solche personalisierten Produkte gibt es von Gesetzes wegen kein Widerrufsrecht. Für Artikel ohne Personalisierung, etwa leere Bilderrahmen, kannst du den Vertrag innerhalb von 14 Tagen widerrufen. Und wenn etwas mit deiner Bestellung nicht stimmt, drucken wir kostenlos neu.

## Widerrufsrecht

Du hast das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem du oder ein von dir benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen hast bzw. hat.

Um dein Widerrufsrecht auszuüben, musst du uns (Printhaus GmbH, Lindenstraße 41, 10969 Berlin, Deutschland, Telefon ${m.hotline}, E-Mail service@printhaus.example) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über deinen Entschluss, diesen Vertrag zu widerrufen, informieren. Du kannst dafür das Muster-Widerrufsformular unten verwenden, das jedoch nicht vorgeschrieben ist. Zur Wahrung der Widerrufsfrist reicht es aus, dass du die Mitteilung vor Ablauf der Frist absendest.

## Folgen des Widerrufs

Wenn du diesen Vertrag widerrufst, zahlen wir dir alle Zahlungen, die wir von dir erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich aus einer anderen als der von uns angebotenen günstigsten Standardlieferung ergeben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurück, an dem die Mitteilung über deinen Widerruf bei uns eingegangen ist. Dafür verwenden wir dasselbe Zahlungsmittel, das du bei der ursprünglichen Transaktion eingesetzt hast, es sei denn, mit dir wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden dir wegen dieser Rückzahlung Entgelte berechnet. Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis du den Nachweis erbracht hast, dass du die Waren zurückgesandt hast, je nachdem, welches der frühere Zeitpunkt ist.

Du hast die Waren unverzüglich und in jedem Fall spätestens binnen vierzehn Tagen ab dem Tag, an dem du uns über den Widerruf unterrichtest, an uns zurückzusenden oder zu übergeben. Wir tragen die Kosten der Rücksendung.${swiss ? ' Rücksendungen aus der Schweiz und aus Liechtenstein gehen an unsere Partnerdruckerei in der Schweiz; das Rücksendeetikett schicken wir dir per E-Mail.' : ''} Für einen etwaigen Wertverlust der Waren musst du nur aufkommen, wenn dieser auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise nicht notwendigen Umgang mit ihnen zurückzuführen ist.

## Ausschluss des Widerrufsrechts

Das Widerrufsrecht besteht nicht bei Verträgen zur Lieferung von Waren, die nicht vorgefertigt sind und für deren Herstellung eine individuelle Auswahl oder Bestimmung durch den Verbraucher maßgeblich ist oder die eindeutig auf die persönlichen Bedürfnisse des Verbrauchers zugeschnitten sind (§ 312g Abs. 2 Nr. 1 BGB). Das betrifft alle Karten, Kalender, Fotobücher, Fotoabzüge, Collagen und Wandbilder mit deinen Fotos, Texten oder Gestaltungen.

## Muster-Widerrufsformular

Wenn du den Vertrag widerrufen willst, fülle bitte dieses Formular aus und sende es an uns zurück:

> An Printhaus GmbH, Lindenstraße 41, 10969 Berlin, Deutschland, E-Mail service@printhaus.example
> Hiermit widerrufe(n) ich/wir den von mir/uns abgeschlossenen Vertrag über den Kauf der folgenden Waren:
> Bestellt am / erhalten am:
> Name und Anschrift des/der Verbraucher(s):
> Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier):
> Datum:

Unzutreffendes bitte streichen.

## Unser Qualitätsversprechen

Unabhängig vom Widerrufsrecht gilt: Kommt deine Bestellung beschädigt an oder hat sie einen Druckfehler, melde dich innerhalb von 14 Tagen mit einem Foto bei unserem [Kundenservice](${P.contact}). Wir drucken kostenlos neu oder erstatten den Betrag. Deine gesetzlichen Gewährleistungsrechte bleiben davon unberührt.`,
      },
      imprint: {
        name: c.footer.links.imprint,
        title: 'Impressum der Printhaus GmbH | Printhaus',
        description:
          'Impressum der Printhaus GmbH, Berlin: Anschrift, Geschäftsführung, Handelsregister, Umsatzsteuer-Identifikationsnummer und Kontakt zum Kundenservice.',
        headline: 'Impressum',
        body: `## Angaben gemäß § 5 DDG

Printhaus GmbH
Lindenstraße 41
10969 Berlin
Deutschland

## Vertreten durch

Geschäftsführung: Clara Weiß, Jonas Albers

## Kontakt

Telefon: ${m.hotline}
E-Mail: service@printhaus.example

## Registereintrag

Registergericht: Amtsgericht Berlin-Charlottenburg
Registernummer: HRB 214587 B

## Umsatzsteuer

Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: DE 318 446 092

## Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV

Clara Weiß, Lindenstraße 41, 10969 Berlin

## Streitbeilegung

Wir sind nicht verpflichtet und nicht bereit, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Wenn etwas nicht stimmt, wende dich bitte direkt an unseren [Kundenservice](${P.contact}) – gemeinsam finden wir fast immer eine Lösung.

## Urheberrecht

Texte, Fotos und Designs auf dieser Website sind urheberrechtlich geschützt. Wer sie außerhalb der Grenzen des Urheberrechts verwenden möchte, braucht unsere schriftliche Zustimmung. Die Rechte an den Fotos, die du für deine Bestellungen hochlädst, bleiben selbstverständlich bei dir.

## Haftung für Links

Unsere Seiten enthalten Links zu externen Websites, auf deren Inhalte wir keinen Einfluss haben. Für diese Inhalte ist der jeweilige Anbieter verantwortlich. Werden uns Rechtsverletzungen bekannt, entfernen wir die betreffenden Links umgehend.`,
      },
      privacy: {
        name: c.footer.links.privacy,
        title: 'Datenschutzerklärung: So schützen wir deine Daten | Printhaus',
        description:
          'Welche Daten Printhaus bei Bestellung, Kundenkonto, Newsletter und Cookies verarbeitet, wie lange wir sie speichern und welche Rechte du hast.',
        headline: 'Datenschutzerklärung',
        body: `## Verantwortlicher

Verantwortlich für die Verarbeitung deiner personenbezogenen Daten ist die Printhaus GmbH, Lindenstraße 41, 10969 Berlin, Deutschland, Telefon ${m.hotline}, E-Mail privacy@printhaus.example. Wir verarbeiten deine Daten nach der Datenschutz-Grundverordnung (DSGVO)${m.country === 'CH' ? ' und, soweit es auf Personen in der Schweiz anwendbar ist, nach dem Schweizer Bundesgesetz über den Datenschutz (DSG)' : ''}.

## Welche Daten wir verarbeiten und warum

### Bestellungen

Für deine Bestellung brauchen wir Name, Rechnungs- und Lieferadresse, E-Mail-Adresse, die bestellten Produkte sowie die Fotos und Texte, die du hochlädst. Wir nutzen sie, um deine Produkte herzustellen, zu liefern und abzurechnen (Art. 6 Abs. 1 lit. b DSGVO). Name und Lieferadresse geben wir an den Versanddienstleister weiter.${swiss ? ' Bestellungen aus der Schweiz und aus Liechtenstein übermitteln wir zur Produktion an unsere Partnerdruckerei in der Schweiz; für die Schweiz hat die EU-Kommission ein angemessenes Datenschutzniveau festgestellt.' : ''}

### Kundenkonto

Wenn du ein Konto anlegst, speichern wir deine Zugangsdaten, Adressen, Bestellungen und gespeicherten Projekte, damit du jederzeit weitergestalten und nachbestellen kannst (Art. 6 Abs. 1 lit. b DSGVO).

### Newsletter

Für den Newsletter brauchen wir nur deine E-Mail-Adresse. Wir nutzen das Double-Opt-in-Verfahren: Angemeldet bist du erst, wenn du den Link in unserer Bestätigungsmail anklickst. Rechtsgrundlage ist deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die du jederzeit über den Abmeldelink in jeder Ausgabe widerrufen kannst.

### Cookies und Einwilligung

Technisch notwendige Cookies, etwa für Warenkorb und Anmeldung, setzen wir ohne Einwilligung ein (§ 25 Abs. 2 TDDDG). Alle anderen Cookies und ähnlichen Technologien nutzen wir nur, wenn du im Cookie-Banner zustimmst (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO). Deine Auswahl kannst du jederzeit in den Cookie-Einstellungen ändern.

### Webanalyse

Wie unser Shop genutzt wird, werten wir nur mit deiner Einwilligung aus. Die Daten werden pseudonymisiert, IP-Adressen gekürzt und nicht mit deinem Kundenkonto zusammengeführt.

### Zahlung

Zahlungen wickeln unsere Zahlungsdienstleister ab – je nach Zahlungsart PayPal, Klarna, Apple Pay, Google Pay${swiss ? ', TWINT' : ''} oder unser Kartenzahlungsdienstleister. Wir übermitteln nur die Daten, die für die Zahlung nötig sind (Art. 6 Abs. 1 lit. b DSGVO). Beim Kauf auf Rechnung oder in Raten kann Klarna deine Bonität prüfen; Einzelheiten findest du in den Datenschutzhinweisen von Klarna.

## Speicherdauer

Bestell- und Rechnungsdaten bewahren wir so lange auf, wie es Handels- und Steuerrecht vorschreiben, in der Regel bis zu zehn Jahre. Fotos, die du für eine Bestellung hochgeladen hast, löschen wir 90 Tage nach der Auslieferung, damit wir bei einer Reklamation noch nachdrucken können. Projekte in deinem Konto bleiben gespeichert, bis du sie oder dein Konto löschst. Nach einer Abmeldung vom Newsletter löschen wir deine Adresse aus dem Verteiler.

## Deine Rechte

Du hast das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung sowie auf Datenübertragbarkeit. Einer Verarbeitung auf Grundlage berechtigter Interessen kannst du widersprechen (Art. 15–21 DSGVO), Einwilligungen kannst du jederzeit mit Wirkung für die Zukunft widerrufen. Außerdem kannst du dich bei einer Datenschutz-Aufsichtsbehörde beschweren – ${
          m.country === 'CH'
            ? 'in der Schweiz beim Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB)'
            : m.country === 'LI'
              ? 'in Liechtenstein bei der Datenschutzstelle Liechtenstein'
              : 'etwa bei der Behörde an deinem Wohnort oder bei der für uns zuständigen Berliner Beauftragten für Datenschutz und Informationsfreiheit'
        }.

## Kontakt

Fragen zum Datenschutz beantworten wir gern unter **privacy@printhaus.example** oder per Post an die oben genannte Anschrift, Stichwort „Datenschutz“.`,
      },
      terms: {
        name: c.footer.links.terms,
        title: 'AGB – Allgemeine Geschäftsbedingungen | Printhaus',
        description:
          'Allgemeine Geschäftsbedingungen der Printhaus GmbH: Vertragsschluss, Preise, Lieferung, Zahlung, Rechte an hochgeladenen Bildern, Haftung und anwendbares Recht.',
        headline: 'Allgemeine Geschäftsbedingungen',
        body: `## 1. Geltungsbereich

Diese AGB gelten für alle Bestellungen, die du über unseren Online-Shop, unsere App oder telefonisch bei der Printhaus GmbH, Lindenstraße 41, 10969 Berlin („Printhaus“ oder „wir“), aufgibst. Abweichende Bedingungen gelten nur, wenn wir ihnen ausdrücklich zustimmen. Vertragssprache ist Deutsch.

## 2. Vertragsschluss

Die Darstellung der Produkte im Shop ist noch kein verbindliches Angebot. Mit dem Klick auf „Zahlungspflichtig bestellen“ gibst du ein verbindliches Angebot ab. Den Eingang bestätigen wir dir automatisch per E-Mail; der Vertrag kommt mit unserer Auftragsbestätigung zustande, spätestens mit dem Versand der Ware. Innerhalb von 60 Minuten nach dem Absenden kannst du deine Bestellung in deinem Kundenkonto noch stornieren.

## 3. Preise

Alle Preise sind Endpreise in ${m.currency === 'CHF' ? 'Schweizer Franken' : 'Euro'} inklusive der gesetzlichen ${vat}, zuzüglich der Versandkosten, die wir unter [Versand & Lieferzeiten](${P.shipping}) und im Warenkorb ausweisen. Es gilt der Preis zum Zeitpunkt der Bestellung.

## 4. Lieferung

Liefergebiete und Lieferzeiten findest du unter [Versand & Lieferzeiten](${P.shipping}). Bei Vorkasse beginnt die Lieferzeit mit dem Zahlungseingang, sonst mit dem Vertragsschluss. Teillieferungen sind für dich kostenlos.

## 5. Zahlung

Du bezahlst mit einer der unter [Zahlungsarten](${P.payment}) genannten Möglichkeiten. Beim Kauf auf Rechnung oder in Raten über Klarna gelten ergänzend dessen Bedingungen.

## 6. Eigentumsvorbehalt

Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.

## 7. Deine Inhalte

Für Fotos, Texte und Logos, die du hochlädst, bist du verantwortlich. Du versicherst, dass du die erforderlichen Rechte daran besitzt – insbesondere Urheber- und Markenrechte sowie die Einwilligung abgebildeter Personen – und dass die Inhalte nicht gegen geltendes Recht verstoßen. Verletzt du schuldhaft Rechte Dritter, stellst du uns von den daraus entstehenden Ansprüchen frei. Du räumst uns die Nutzungsrechte nur so weit ein, wie wir sie für Prüfung, Herstellung und Lieferung deiner Bestellung benötigen; für andere Zwecke verwenden wir deine Bilder nicht. Aufträge mit rechtswidrigen, insbesondere volksverhetzenden, gewaltverherrlichenden oder pornografischen Inhalten führen wir nicht aus.

## 8. Gewährleistung

Es gelten die gesetzlichen Mängelrechte. Geringe Abweichungen in Farbe und Zuschnitt gegenüber der Darstellung am Bildschirm sind technisch bedingt und stellen keinen Mangel dar. Zusätzlich gilt unser Qualitätsversprechen: Bei Druck- oder Transportschäden drucken wir kostenlos neu (siehe [Widerrufsbelehrung](${P.withdrawal})).

## 9. Haftung

Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei Verletzung von Leben, Körper oder Gesundheit sowie nach dem Produkthaftungsgesetz. Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Vertragspflichten und begrenzt auf den vorhersehbaren, vertragstypischen Schaden. Bitte bewahre Kopien deiner Originalfotos auf.

## 10. Widerrufsrecht

Informationen zum Widerrufsrecht und zu seinem Ausschluss bei personalisierten Produkten findest du in unserer [Widerrufsbelehrung](${P.withdrawal}).

## 11. Anwendbares Recht

Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Bist du Verbraucher, gilt diese Rechtswahl nur, soweit dir dadurch nicht der Schutz zwingender Vorschriften des Staates entzogen wird, in dem du deinen gewöhnlichen Aufenthalt hast.

Stand: Januar 2026`,
      },
      compare: {
        name: c.nav.compare,
        title: 'Wandbild-Materialien im Vergleich | Printhaus',
        description:
          'Leinwand, Acrylglas, Alu-Dibond, Poster, Galeriedruck, Hahnemühle FineArt oder Forex? Alle Materialien im Vergleich – und welches zu deinem Foto passt.',
        headline: 'Welches Material passt zu deinem Bild?',
        body: `Jedes Material bringt ein Foto anders zur Geltung. Hier findest du alle sieben im Überblick – und am Ende eine kleine Entscheidungshilfe.

## Die Materialien im Überblick

### Leinwand

Von Hand auf einen Keilrahmen aus Holz gespannt, mit matter Gewebestruktur, die warm und malerisch wirkt und nicht spiegelt.

**Ideal für:** Familienfotos, Landschaften, Wohn- und Schlafzimmer. [Zum Leinwanddruck](${P.canvas})

### Acrylglas

5 mm glasklares Acrylglas vor dem Foto sorgt für leuchtende Farben und echte Tiefe. Die glänzende Oberfläche spiegelt allerdings.

**Ideal für:** Nachtaufnahmen, kräftige Farben, Bad und Küche. [Zum Acrylglas](${P.acrylic})

### Alu-Dibond

Direktdruck auf eine 3 mm starke Aluminiumverbundplatte, weiß matt oder gebürstet – spiegelfrei und formstabil.

**Ideal für:** Architektur, Schwarz-Weiß, helle Räume. [Zum Alu-Dibond](${P.alu})

### Poster

Premium-Fotopapier in Matt oder Glanz, bis 120 x 180 cm – die günstigste Art, ein Foto groß zu zeigen, gerahmt oder ungerahmt.

**Ideal für:** Kinderzimmer, Mietwohnungen, wechselnde Motive. [Zum Poster](${P.poster})

### Galeriedruck

Ein echter Fotoabzug hinter Acrylglas, auf Alu-Dibond kaschiert – die höchste Detailtreue in unserem Sortiment.

**Ideal für:** Porträts, Ausstellungsstücke, anspruchsvolle Fotografie. [Zum Galeriedruck](${P.gallery})

### Hahnemühle FineArt

Pigmentdruck auf säurefreiem, samtig mattem Künstlerpapier mit feiner Haptik – am schönsten im Rahmen mit Passepartout.

**Ideal für:** Schwarz-Weiß-Fotografie, Kunstdrucke, Sammlerstücke. [Zu Hahnemühle FineArt](${P.hahnemuehle})

### Forex-Platte

Eine leichte PVC-Hartschaumplatte mit matter Oberfläche, preiswert und oft ohne Bohren aufzuhängen.

**Ideal für:** Büro, Praxis, Kinderzimmer, Messen. [Zur Forex-Platte](${P.forex})

## So triffst du die Wahl

1. **Licht:** Fällt viel Tageslicht auf die Wand, sind matte Materialien wie Leinwand, Alu-Dibond oder Forex die sichere Wahl.
2. **Motiv:** Kräftige Farben und Nachtbilder glänzen hinter Acrylglas, feine Grauwerte auf Hahnemühle-Papier.
3. **Budget:** Poster und Forex sind günstig, Galeriedruck und Acrylglas eine Investition für viele Jahre.

Unser kostenloser Bildcheck prüft vor dem Druck, ob dein Foto für Material und Format geeignet ist.`,
      },
    },

    // ------------------------------------------------------------------------- magazine
    magazine: {
      name: c.header.magazine,
      title: 'Magazin: Ideen & Tipps für deine Fotos | Printhaus',
      description:
        'Ideen, Anleitungen und Inspiration rund um Karten, Fotokalender, Fotobücher und Wandbilder – vom passenden Kartentext bis zum richtigen Licht für dein Bild.',
      headline: 'Das Printhaus-Magazin',
      subline:
        'Ideen, Anleitungen und Inspiration rund um deine Fotos – für Karten, Kalender, Bücher und Wände.',
      intro: `## Aus unserer Werkstatt für dein Zuhause

Was schreibt man in eine Trauerkarte? Wie wird aus 400 Urlaubsfotos ein Fotobuch, das man gern durchblättert? Und wie groß darf das neue Wandbild über dem Sofa sein? Im Printhaus-Magazin teilen unsere Gestalterinnen, Drucker und Kundenberater, was sie jeden Tag gefragt werden – mit konkreten Tipps, Checklisten und Ideen zum Nachmachen. Neue Beiträge erscheinen regelmäßig und passend zu den Anlässen des Jahres.`,
    },

    articles: {
      cards: [
        {
          slug: 'was-schreibe-ich-in-die-karte',
          name: 'Was schreibe ich in die Karte?',
          title: 'Was schreibe ich in die Karte? Textideen für jeden Anlass',
          description:
            'Glückwünsche, Dank, Beileid: Formulierungen für Geburt, Hochzeit, Geburtstag, Weihnachten und Trauer – und Tipps, wie deine Zeilen persönlich werden.',
          headline: 'Was schreibe ich in die Karte? Textideen für jeden Anlass',
          subline:
            'Von der Geburtskarte bis zur Trauerkarte – Formulierungen, die von Herzen kommen und trotzdem leichtfallen.',
          teaser:
            'Leere Karte, leerer Kopf? Mit diesen Formulierungen und Tipps findest du für jeden Anlass die passenden Worte.',
          date: '2026-03-17',
          img: 'hero-cards-stack',
          body: `Das Foto ist ausgesucht, das Design steht – und dann sitzt man vor dem leeren Textfeld. Keine Sorge: Eine gute Karte braucht keine Poesie, sondern ein paar ehrliche Sätze. Hier sind Ideen, die du direkt übernehmen oder nach Belieben abwandeln kannst.

## Die Grundregel: konkret statt allgemein

„Alles Gute“ passt auf jede Karte – und berührt deshalb niemanden. Nenne lieber etwas, das nur zwischen euch gilt: eine gemeinsame Erinnerung, eine Eigenschaft, die du schätzt, oder einen Wunsch, der wirklich zu der Person passt. Ein einziger persönlicher Satz wiegt mehr als drei Zeilen aus dem Spruchbuch.

## Geburt

- „Willkommen auf der Welt, kleine Mia! Wir können es kaum erwarten, dich kennenzulernen.“
- „Zehn Finger, zehn Zehen und ganz viel Liebe – herzlichen Glückwunsch zu eurem Wunder.“

## Hochzeit

- „Auf euch zwei – und auf all die Abenteuer, die jetzt noch kommen.“
- „Wir haben euch auf eurem Weg bis hierher begleitet und freuen uns auf jedes weitere Kapitel.“

## Geburtstag

Bei runden Geburtstagen passt ein Blick zurück: „Vierzig Jahre, davon zwanzig als meine beste Freundin – auf die nächsten zwanzig!“ Bei Kindern darf es verspielt sein: „Hurra, du bist schon sechs! Bald bist du ein richtiges Schulkind.“

## Weihnachten und Jahreswechsel

Ein kurzer Jahresrückblick macht den Gruß persönlich: „2026 hat uns einen Umzug, ein neues Familienmitglied und viel zu wenig Schlaf gebracht. Wir wünschen euch ruhige Feiertage und ein gesundes neues Jahr.“

## Danke

Sag, wofür genau du dankst und was es dir bedeutet hat: „Danke für die wunderschöne Decke – Paul schläft jeden Mittag darauf ein.“

## Trauer

Hier ist weniger oft mehr. Schreib ehrlich, auch wenn dir die Worte fehlen: „Ich weiß nicht, was ich sagen soll – nur, dass ich an dich denke.“ Eine persönliche Erinnerung an die verstorbene Person tröstet oft mehr als jedes Zitat. Biete konkrete Hilfe an, statt nur „Melde dich, wenn du etwas brauchst“ zu schreiben.

## Drei Tipps für den letzten Schliff

1. **Anrede passend wählen:** Bei Geschäftskarten die höfliche Anrede, im Freundeskreis das vertraute Du – und nicht mitten im Text wechseln.
2. **Platz für Handschrift lassen:** Auch bei gedruckten Texten wirkt ein handgeschriebener Gruß unter dem Text besonders herzlich.
3. **Laut vorlesen:** Was sich beim Vorlesen holprig anfühlt, liest sich auch holprig.

Die passende Karte für deine Worte findest du in unserer Übersicht aller [Karten](${P.cards}) – von [Geburtskarten](${P.occ_birth}) bis zu [Trauerkarten](${P.occ_sympathy}).`,
        },
        {
          slug: 'fotobuch-geschichte-erzaehlen',
          name: 'Mit dem Fotobuch eine Geschichte erzählen',
          title: 'Fotobuch gestalten: So erzählst du eine Geschichte in Bildern',
          description:
            'Anfang, Höhepunkt, Ende: Wie aus Hunderten Fotos ein Fotobuch mit rotem Faden wird – mit Tipps zu Bildauswahl, Rhythmus, Doppelseiten und Texten.',
          headline: 'Mit dem Fotobuch eine Geschichte erzählen',
          subline:
            'Wie aus Hunderten Fotos ein Buch wird, das man von der ersten bis zur letzten Seite gern durchblättert.',
          teaser:
            'Wie aus Hunderten Fotos ein Buch mit rotem Faden wird – mit Tipps zu Dramaturgie, Bildauswahl und Texten.',
          date: '2026-06-09',
          img: 'hero-photobook',
          body: `Nach zwei Wochen Urlaub sind schnell 800 Fotos auf dem Smartphone. Wer sie einfach der Reihe nach ins Fotobuch zieht, bekommt ein Album – aber noch keine Geschichte. Mit ein paar Kniffen aus dem Bildjournalismus wird daraus ein Buch, das auch Jahre später noch fesselt.

## Erst die Geschichte, dann das Layout

Bevor du das erste Foto hochlädst, beantworte eine Frage: Worum geht es eigentlich? „Unser Sommer in Schweden“ ist ein Thema, „Wie Lotta schwimmen gelernt hat“ ist eine Geschichte. Ein klarer Fokus hilft dir später bei jeder Entscheidung, welches Bild ins Buch kommt und welches nicht.

## Radikal auswählen

Die wichtigste Arbeit passiert vor dem Gestalten. Sortiere in drei Durchgängen: Erst fliegen unscharfe Bilder und Doppelungen raus, dann alles, was nichts zur Geschichte beiträgt. Im dritten Durchgang markierst du die Favoriten, die eine ganze Seite verdienen. Für 26 Seiten reichen 60 bis 100 Fotos völlig.

## Ein Anfang, der neugierig macht

Die erste Doppelseite setzt den Ton. Statt des Gruppenfotos vor dem Auto beginne mit einer Stimmung: dem Blick aus dem Zugfenster, dem ersten Sonnenuntergang, einem Detail wie den Kofferanhängern. Das Titelbild darf das stärkste Foto des ganzen Buchs sein.

## Mischung aus Totale und Detail

Gute Geschichten wechseln zwischen Überblick und Nähe. Kombiniere auf einer Doppelseite ein weites Landschaftsbild mit zwei, drei Details – Sand an den Füßen, die Speisekarte, ein lachendes Gesicht. So entsteht Atmosphäre, ohne dass sich Motive wiederholen.

## Rhythmus durch Pausen

Nicht jede Seite muss voll sein. Ein einzelnes Foto mit viel Weißraum wirkt wie eine Atempause und lenkt den Blick. Wechsle bewusst zwischen vollen Collagenseiten und ruhigen Einzelbildern. Im [Layflat-Fotobuch](${P.photobook}) kannst du Panoramen außerdem ohne Falz über die ganze Doppelseite laufen lassen.

## Wenige Worte, große Wirkung

Texte erklären nicht, was man ohnehin sieht – sie ergänzen, was das Foto nicht zeigt: ein Zitat der Kinder, den Namen des Campingplatzes, die Temperatur des Sees. Kurze Bildunterschriften und ein, zwei längere Absätze pro Kapitel genügen.

## Ein Ende, das nachklingt

Viele Fotobücher hören einfach auf. Schöner ist ein bewusster Schluss: die Heimfahrt, ein letzter Blick zurück, ein Familienfoto zum Abschied. Auf der letzten Seite ist Platz für Datum, Ort und eine Widmung.

> Tipp aus dem Gestaltungsteam: Leg das fertige Buch im Designer einen Tag zur Seite und blättere es dann noch einmal in der Vorschau durch. Mit frischem Blick fallen dir Wiederholungen und Tippfehler sofort auf.

Bereit für deine Geschichte? Wähle Format und Einband für dein [Fotobuch](${P.photobook}) und leg los.`,
        },
      ],
      wallart: [
        {
          slug: 'die-richtige-bildgroesse-fuer-deine-wand',
          name: 'Die richtige Bildgröße für deine Wand',
          title: 'Welche Bildgröße passt an meine Wand? Faustregeln und Beispiele',
          description:
            'Zu klein wirkt verloren, zu groß erdrückend: Mit diesen Faustregeln findest du die passende Bildgröße für Sofa, Bett, Flur und Esstisch – mit Rechenbeispielen.',
          headline: 'Die richtige Bildgröße für deine Wand',
          subline:
            'Mit drei Faustregeln und etwas Malerkrepp findest du das Format, das zu Wand und Raum passt.',
          teaser:
            'Zu klein wirkt verloren, zu groß erdrückend – so findest du das Format, das wirklich zu deiner Wand passt.',
          date: '2026-04-21',
          img: 'hero-canvas-livingroom',
          body: `Der häufigste Fehler beim Wandbild ist nicht das falsche Motiv, sondern die falsche Größe – und meistens ist das Bild zu klein. Ein 30x40-Druck über einem drei Meter langen Sofa wirkt wie eine Briefmarke. Mit diesen Faustregeln triffst du das richtige Format auf Anhieb.

## Regel 1: Zwei Drittel der Möbelbreite

Hängt das Bild über einem Sofa, einem Sideboard oder einem Bett, sollte es etwa zwei Drittel so breit sein wie das Möbelstück darunter. Ein Beispiel: Über einem Sofa mit 2,10 m Breite passt ein Bild von rund 1,40 m – etwa ein Querformat mit 80 x 120 cm oder zwei Hochformate mit 60 x 90 cm und 10 cm Abstand dazwischen.

## Regel 2: Freie Wände großzügig füllen

Steht kein Möbelstück darunter, orientierst du dich an der Wand selbst. Ein Bild oder eine Bildgruppe sollte etwa 60 bis 75 Prozent der freien Wandbreite einnehmen. Auf einer 2 m breiten Wand im Schlafzimmer ist ein Format von 80 x 120 cm deshalb keineswegs zu groß.

## Regel 3: Der Betrachtungsabstand

Wie groß ein Bild sein darf, hängt auch davon ab, aus welcher Entfernung man es sieht. Als Faustregel sollte der Abstand etwa das Anderthalbfache der Bilddiagonale betragen. Ein Bild mit 60 x 90 cm hat eine Diagonale von rund 1,08 m und wirkt also aus gut 1,60 m am besten – ideal über dem Esstisch. Im schmalen Flur, wo man dicht vorbeigeht, sind Formate wie 30 x 40 oder 40 x 60 cm angenehmer.

## Hoch- oder Querformat?

Das Format des Bildes sollte die Form der Fläche aufnehmen: Über breiten Möbeln wirken Querformate ruhig und verbindend, schmale Wandstücke zwischen Tür und Fenster vertragen ein Hochformat. In Altbauten mit hohen Decken darf ein Hochformat auch mal 80 x 120 cm groß sein – es betont die Raumhöhe.

## Ausprobieren, bevor du bestellst

Schneide die Umrisse deines Wunschformats aus Packpapier oder alten Kartons aus und klebe sie mit Malerkrepp an die Wand. Lass die Schablone ein, zwei Tage hängen und geh immer wieder daran vorbei. Wirkt sie zu klein, nimm ruhig die nächste Größe – im Zweifel ist größer fast immer besser.

## Große Formate brauchen gute Fotos

Je größer das Bild, desto mehr Auflösung braucht das Foto. Für eine Leinwand in 40 x 60 cm genügen 2.400 x 3.600 Pixel, für 60 x 90 cm sollten es rund die Hälfte mehr sein. Unser kostenloser Bildcheck sagt dir vor dem Druck Bescheid, wenn es knapp wird.

Du hast dein Format gefunden? Dann wähle das passende Material – etwa eine [Leinwand](${P.canvas}) für warme Motive oder [Acrylglas](${P.acrylic}) für leuchtende Farben. Wie du das Bild anschließend in der richtigen Höhe aufhängst, erklären wir in unserem Ratgeber [Wandbilder richtig aufhängen](${P.articleHanging}).`,
        },
        {
          slug: 'wandbilder-beleuchten-und-pflegen',
          name: 'Wandbilder richtig beleuchten und pflegen',
          title: 'Wandbilder beleuchten und pflegen: So bleiben die Farben brillant',
          description:
            'Welches Licht passt zu Acrylglas, Leinwand und FineArt? Tipps zu Lichtfarbe, Winkel und Standort – und wie du jedes Material richtig reinigst.',
          headline: 'Wandbilder richtig beleuchten und pflegen',
          subline:
            'Das passende Licht, der richtige Platz und etwas Pflege – damit dein Bild lange wie am ersten Tag aussieht.',
          teaser:
            'Licht, Standort und Pflege: So bringst du deine Wandbilder zum Strahlen – und sorgst dafür, dass es so bleibt.',
          date: '2026-10-06',
          img: 'hero-wallart-gallery',
          body: `Ein Wandbild ist nur so schön wie das Licht, in dem es hängt. Und damit es auch in zehn Jahren noch so aussieht wie am ersten Tag, braucht es ein wenig Pflege – je nach Material ganz unterschiedlich. Hier sind die wichtigsten Tipps aus unserer Manufaktur.

## Tageslicht: schön, aber mit Maß

Natürliches Licht zeigt Farben am ehrlichsten. Direkte Sonne über viele Stunden am Tag solltest du deinem Bild trotzdem ersparen. Unsere pigmentbasierten Tinten sind sehr lichtbeständig, doch UV-Strahlung lässt über Jahre jedes Material altern. Ideal ist eine Wand, die hell ist, aber nicht in der Mittagssonne liegt.

## Kunstlicht: auf die Lichtfarbe achten

Für Wohnräume empfehlen wir warmweißes Licht mit 2.700 bis 3.000 Kelvin. Achte beim Kauf von LED-Leuchten auf einen Farbwiedergabeindex (CRI oder Ra) von mindestens 90 – dann wirken Hauttöne natürlich und Farben nicht blass. LEDs haben außerdem einen großen Vorteil – sie geben kaum Wärme und praktisch keine UV-Strahlung ab.

## Der richtige Winkel

Strahler oder Bilderleuchten sollten in einem Winkel von etwa 30 Grad auf das Bild treffen. Steiler entstehen lange Schatten am oberen Rand, flacher spiegelt sich das Licht direkt in Richtung Betrachter. Das gilt besonders für glänzende Oberflächen wie [Acrylglas](${P.acrylic}) und Galeriedruck. Matte Materialien wie Leinwand oder Alu-Dibond verzeihen mehr.

## Der richtige Ort

- Nicht direkt über Heizkörpern oder Kaminen: Warme, trockene Luft belastet Holzrahmen und Keilrahmen.
- Im Bad und in der Küche sind Acrylglas und Alu-Dibond die beste Wahl, weil ihnen Feuchtigkeit nichts ausmacht.
- FineArt-Drucke und Poster gehören hinter Glas und nicht in feuchte Räume.

## Pflege je nach Material

- **Leinwand:** Staub nur trocken mit einem weichen Pinsel oder Staubwedel entfernen, nie mit Wasser oder Reiniger.
- **Acrylglas und Galeriedruck:** Mit einem weichen Mikrofasertuch und etwas Wasser abwischen. Kein Küchenpapier und keine alkoholhaltigen Glasreiniger – sie zerkratzen oder trüben die Oberfläche.
- **Alu-Dibond und Forex:** Ein leicht feuchtes, weiches Tuch genügt.
- **Gerahmte Poster und FineArt-Drucke:** Nur die Frontscheibe und den Rahmen reinigen; den Druck selbst nicht berühren.

## Einmal im Jahr nachsehen

Prüfe beim Frühjahrsputz kurz Aufhänger, Schrauben und Dübel, besonders bei schweren Formaten. Sitzt alles fest, kann dein Bild beruhigt das nächste Jahr hängen.

> Tipp aus der Manufaktur: Fass Acrylglas beim Abhängen immer an den Kanten an. Fingerabdrücke auf der Fläche sieht man im Streiflicht sofort.

Auf der Suche nach dem richtigen Material für einen lichtdurchfluteten Raum? In unserem Vergleich aller [Wandbild-Materialien](${P.compare}) findest du für jede Wand das passende.`,
        },
      ],
    },
  }
}
