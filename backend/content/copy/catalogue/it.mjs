// Italian copy of the catalogue, service, company, legal and magazine pages (lib/catalogue.mjs).
import { expressHours, freeShipping, samplePrice, shippingCost } from '../../lib/markets.mjs'
import { cardPriceEach } from '../../lib/prices.mjs'

export default function catalogue(m, c) {
  const P = c.paths
  const ch = m.country === 'CH'
  const express = expressHours(m)
  const holidays = ch ? 'le festività svizzere e del tuo cantone' : 'le festività italiane'
  const schoolHolidays = ch ? 'del tuo cantone' : 'della tua regione'
  const localPay = ch ? 'TWINT' : 'Satispay'
  const wordingArticle = `${P.magazine}/cosa-scrivere-nei-biglietti`

  return {
    labels: {
      occasions: 'Biglietti per ogni occasione',
      cardTypes: 'Tipi di biglietto',
      calendars: 'Altri calendari',
      related: 'Potrebbe piacerti anche',
      faq: 'Domande e risposte',
      materials: 'Altri materiali',
      frames: 'Le cornici disponibili',
      latestArticles: 'Ultimi articoli',
      readArticle: 'Leggi l’articolo',
      calculatorHeadline: 'Scegli il formato e scopri il prezzo',
      calculatorCta: 'Crea il tuo quadro',
      designCta: 'Inizia a creare',
      bestseller: 'Più venduto',
    },

    cards: {
      cards: {
        name: c.nav.cards,
        title: `Biglietti personalizzati con foto | Printhaus`,
        description:
          'Biglietti personalizzati con le tue foto per nascita, matrimonio, compleanno e Natale: oltre 3.000 modelli, cartoncino premium e buste incluse.',
        headline: 'Biglietti personalizzati per ogni occasione',
        subline:
          'Oltre 3.000 modelli da personalizzare con foto e testo, su cartoncino premium e con buste incluse.',
        intro: `## Biglietti veri, da tenere in mano

Un biglietto stampato resta sul frigo, in una cornice o nella scatola dei ricordi – molto più a lungo di qualsiasi messaggio sul telefono. Scegli un modello tra oltre 3.000, aggiungi le tue foto e il tuo testo e controlla l’anteprima di ogni facciata prima di ordinare.

Stampiamo su cartoncino premium da 350 g/m², opaco o lucido, e a ogni biglietto alleghiamo una busta bianca; su richiesta in color crema o kraft.

- Pieghevoli, cartoline, panoramici e con lamina oro
- Ordinabili anche singolarmente, da ${cardPriceEach(10)} l’uno per 10 pezzi o più
- Pronti per la spedizione in 1–3 giorni lavorativi`,
        faq: [
          {
            q: 'Posso vedere un biglietto prima di ordinarne tanti?',
            a: `Sì: ordina fino a 3 [biglietti campione](${P.samples}) gratuiti, stampati con il tuo testo e le tue foto. Ogni campione in più costa ${samplePrice(m)}.`,
          },
          {
            q: 'Le buste sono incluse?',
            a: 'Sì, ogni biglietto arriva con una busta bianca. Al momento dell’ordine puoi scegliere, senza sovrapprezzo, buste color crema o kraft.',
          },
          {
            q: 'Potete spedire un biglietto direttamente al destinatario?',
            a: 'Sì: al checkout inserisci l’indirizzo del destinatario come indirizzo di consegna. Nel pacco non mettiamo né la fattura né i prezzi.',
          },
        ],
      },
      occ_birth: {
        name: c.occasions.birth,
        title: `Partecipazioni di nascita con foto | Printhaus`,
        description:
          'Annuncia l’arrivo del tuo bebè con partecipazioni di nascita personalizzate: foto, nome, data e peso su cartoncino premium, busta inclusa.',
        headline: 'Partecipazioni di nascita con la prima foto',
        subline:
          'Nome, data, peso e la foto più dolce: annuncia il nuovo arrivo con un biglietto da conservare.',
        intro: `## Benvenuto al mondo

Nonni, zii, amici e colleghi aspettano solo la prima foto: con una partecipazione di nascita Printhaus la ricevono in una busta, non solo in chat. Scegli un modello – dal fiocco classico in azzurro o rosa alle grafiche minimal in toni neutri – e inserisci nome, data e ora di nascita, peso e lunghezza. L’editor adatta le foto al layout, l’inquadratura la decidi tu.

Stampiamo su cartoncino premium opaco da 350 g/m², su cui si scrive volentieri anche a mano. Ogni biglietto arriva con la sua busta e, con lo stesso modello, puoi ordinare più avanti i biglietti di ringraziamento per regali e visite.`,
        faq: [
          {
            q: 'Quando conviene ordinare le partecipazioni?',
            a: 'Molti genitori preparano il modello già prima del parto e aggiungono foto e dati nei primi giorni. Il progetto resta salvato nel tuo account; dopo l’ordine i biglietti partono in 1–3 giorni lavorativi.',
          },
          {
            q: 'Posso usare la stessa grafica per i ringraziamenti?',
            a: 'Sì. Duplica il progetto e cambia testo e foto: colori e caratteri restano coordinati.',
          },
          {
            q: 'Le foto dello smartphone sono sufficienti?',
            a: 'Sì, per un biglietto A6 basta qualsiasi smartphone recente. Se una foto è troppo piccola, l’editor te lo segnala prima dell’ordine.',
          },
        ],
      },
      occ_wedding: {
        name: c.occasions.wedding,
        title: 'Partecipazioni di matrimonio personalizzate | Printhaus',
        description:
          'Partecipazioni di nozze, save the date, inviti e ringraziamenti coordinati: con la vostra foto, carte pregiate, lamina oro e buste incluse.',
        headline: 'Partecipazioni di matrimonio che vi somigliano',
        subline:
          'Dal save the date ai ringraziamenti: un’unica linea grafica per tutto il vostro matrimonio.',
        intro: `## Il primo annuncio del vostro sì

La partecipazione è il primo assaggio del matrimonio, per questo deve somigliarvi. Scegliete tra modelli classici con lettering elegante, grafiche botaniche o layout con la vostra foto di coppia, e personalizzate testi, colori e caratteri. Alla partecipazione potete abbinare il cartoncino per il ricevimento, il save the date e i biglietti di ringraziamento, tutti nella stessa linea grafica.

Stampiamo su cartoncino premium da 350 g/m² o su carta naturale non patinata dalla texture leggera; nomi e monogrammi si possono impreziosire con lamina oro, argento od oro rosa. Le buste sono incluse e, su richiesta, stampiamo direttamente sulle buste anche gli indirizzi degli invitati.`,
        faq: [
          {
            q: 'Con quanto anticipo si spediscono le partecipazioni?',
            a: `Di solito due o tre mesi prima delle nozze; il save the date anche sei-otto mesi prima, soprattutto se molti invitati arrivano da lontano. Ordinate prima un [biglietto campione](${P.samples}) per vedere carta e colori dal vivo.`,
          },
          {
            q: 'Possiamo aggiungere un cartoncino per il ricevimento?',
            a: 'Sì, ogni modello ha un cartoncino coordinato più piccolo con luogo, orario e richiesta di conferma, da inserire nella stessa busta.',
          },
        ],
      },
      occ_birthday: {
        name: c.occasions.birthday,
        title: `Biglietti di compleanno con foto | Printhaus`,
        description:
          'Biglietti di compleanno e inviti per la festa con le tue foto: per bambini, 18 anni, 50 anni e ogni età. Cartoncino premium e busta inclusa.',
        headline: 'Biglietti di compleanno che fanno centro',
        subline:
          'Auguri e inviti per la festa, dal primo compleanno ai 90 anni: con le tue foto e le tue parole.',
        intro: `## Auguri che non finiscono nel cestino

Una foto di vent’anni fa, una battuta che capite solo voi due o un collage dei momenti più belli: gli auguri personalizzati fanno sorridere davvero. Trovi modelli per bambini, per i 18 anni, per i 30, 40, 50 e oltre, con numeri grandi, palloncini e coriandoli oppure grafiche sobrie ed eleganti.

Da noi crei anche gli inviti per la festa: inserisci data, luogo e un recapito per confermare la presenza. Stampiamo su cartoncino premium da 350 g/m² con busta inclusa; con la spedizione express il biglietto arriva in ${express} ore, perfetto quando il compleanno è già dopodomani.`,
        faq: [
          {
            q: 'Posso ordinare un solo biglietto di compleanno?',
            a: `Certo. I biglietti si ordinano anche singolarmente; il prezzo di ${cardPriceEach(10)} a biglietto vale a partire da 10 pezzi, per esempio per gli inviti alla festa.`,
          },
          {
            q: 'Potete spedire il biglietto direttamente al festeggiato?',
            a: 'Sì: al checkout inserisci il suo indirizzo come indirizzo di consegna. Nel pacco non mettiamo né la fattura né i prezzi.',
          },
        ],
      },
      occ_baptism: {
        name: c.occasions.baptism,
        title: 'Biglietti per il battesimo: inviti e ringraziamenti | Printhaus',
        description:
          'Inviti, partecipazioni e ringraziamenti per il battesimo con la foto del bambino: modelli delicati, lamina oro opzionale e buste incluse.',
        headline: 'Biglietti per il battesimo',
        subline:
          'Inviti e ringraziamenti delicati per una giornata di festa in famiglia, con la foto del piccolo.',
        intro: `## Un giorno da condividere con chi ami

Il battesimo riunisce la famiglia, il padrino e la madrina: con un invito personalizzato comunichi chiesa, data e orario della celebrazione e il luogo del pranzo. Scegli tra motivi delicati – colombe, rami d’ulivo, acquerelli in toni pastello – oppure metti al centro la foto del tuo bambino; nome e data si possono impreziosire con lamina oro o argento.

Dopo la festa, i biglietti di ringraziamento nello stesso stile accompagnano le bomboniere o arrivano per posta a chi non ha potuto esserci. Stampiamo su cartoncino premium opaco da 350 g/m², con busta bianca o color crema inclusa.`,
        faq: [
          {
            q: 'Posso inserire una frase religiosa o una citazione?',
            a: 'Certo. Molti modelli propongono già un versetto o una frase di auguri: puoi modificarla liberamente o sostituirla con un testo tuo.',
          },
          {
            q: 'Con quanto anticipo vanno ordinati gli inviti?',
            a: 'Gli inviti si spediscono tre o quattro settimane prima della cerimonia. Contando 1–3 giorni lavorativi di produzione più la consegna, ordinando un mese prima sei tranquillo.',
          },
        ],
      },
      occ_communion: {
        name: c.occasions.communion,
        title: 'Biglietti per la Prima Comunione con foto | Printhaus',
        description:
          'Inviti, ricordini e ringraziamenti per la Prima Comunione con foto: modelli con calice, colomba o spighe, cartoncino premium e busta inclusa.',
        headline: 'Biglietti per la Prima Comunione',
        subline:
          'Inviti, ricordini e ringraziamenti con la foto del festeggiato, per un giorno da non dimenticare.',
        intro: `## Per ricordare il giorno della Prima Comunione

Maggio è il mese delle Comunioni e porta con sé inviti, pranzi in famiglia e tanti grazie da dire. Da Printhaus trovi modelli con i simboli classici – calice e ostia, colomba, spighe di grano e grappoli d’uva – oppure layout moderni con la foto del bambino o della bambina nel vestito della festa. Nome, data e parrocchia si inseriscono in pochi clic.

Molto richiesti sono i ricordini in formato cartolina, da consegnare agli invitati come piccolo pensiero. Tutti i biglietti sono stampati su cartoncino premium da 350 g/m², opaco o lucido, con busta inclusa.`,
        faq: [
          {
            q: 'Che differenza c’è tra invito e ricordino?',
            a: 'L’invito si spedisce qualche settimana prima, con data, chiesa e luogo del pranzo. Il ricordino è un cartoncino con foto, nome e data che si regala agli invitati il giorno della festa.',
          },
          {
            q: 'Posso usare una foto scattata il giorno della Comunione?',
            a: 'Sì, è l’idea perfetta per i ringraziamenti: carica la foto dopo la festa e ordina con calma. L’editor ti avvisa se la risoluzione non basta.',
          },
        ],
      },
      occ_confirmation: {
        name: c.occasions.confirmation,
        title: 'Biglietti per la Cresima: inviti e ringraziamenti | Printhaus',
        description:
          'Inviti e ringraziamenti per la Cresima: modelli eleganti con colomba, fiamma o la foto del cresimando, testo libero, cartoncino premium e busta.',
        headline: 'Biglietti per la Cresima',
        subline:
          'Inviti e ringraziamenti eleganti per cresimandi e cresimande, con foto, nome e data.',
        intro: `## Un passo importante, anche nella grafica

Alla Cresima i ragazzi sono più grandi e spesso vogliono dire la loro anche sui biglietti: per questo, accanto ai motivi tradizionali – la colomba dello Spirito Santo, la fiamma, la croce stilizzata – trovi layout sobri e moderni con una bella foto al centro. Lascia scegliere a loro il modello, tu pensi ai dettagli.

Sull’invito c’è spazio per chiesa, data, orario e ristorante; sul ringraziamento per un pensiero al padrino o alla madrina e a chi ha partecipato. Stampiamo su cartoncino premium da 350 g/m², opaco o lucido, con busta inclusa, e spediamo in 1–3 giorni lavorativi.`,
        faq: [
          {
            q: 'Posso ordinare inviti e ringraziamenti insieme?',
            a: `Sì. Crea entrambi nello stesso stile e ordinali nello stesso carrello: paghi la spedizione una sola volta, e da ${freeShipping(m)} è gratuita.`,
          },
          {
            q: 'Si può scrivere a mano sui biglietti?',
            a: 'Sì, il cartoncino opaco si scrive benissimo con penna a sfera o stilografica. Sulla finitura lucida consigliamo un pennarello indelebile a punta fine.',
          },
        ],
      },
      occ_christmas: {
        name: c.occasions.christmas,
        title: `Biglietti di Natale con foto | Printhaus`,
        description:
          'Biglietti di Natale personalizzati con le tue foto: auguri per famiglia, amici e clienti, con lamina oro o argento e buste incluse.',
        headline: 'Biglietti di Natale con le tue foto',
        subline:
          'Auguri di buone feste con la foto di famiglia e dettagli in lamina oro, per amici, parenti e clienti.',
        intro: `## Auguri che arrivano davvero

Tra tanti messaggi vocali, un biglietto di Natale con la foto di famiglia si fa notare – e spesso resta appeso fino all’Epifania. Scegli tra modelli classici con stelle, abeti e fiocchi di neve, grafiche minimal o layout con più foto per raccontare il tuo anno. Stelle, scritte e bordi si possono impreziosire con lamina oro, argento od oro rosa.

Stampiamo su cartoncino premium da 350 g/m² con busta inclusa. Per le aziende realizziamo biglietti con logo e firme stampate, con sconti per quantità a partire da 50 pezzi. Un consiglio: ordina entro la prima metà di dicembre, così gli auguri arrivano in tempo anche a chi vive all’estero.`,
        faq: [
          {
            q: 'Fino a quando posso ordinare per ricevere i biglietti prima di Natale?',
            a: `Con la spedizione standard ordina entro metà dicembre; con l’express anche qualche giorno più tardi. Le date esatte le trovi da novembre nella pagina [Spedizione](${P.shipping}).`,
          },
          {
            q: 'Realizzate biglietti di Natale aziendali?',
            a: `Sì: biglietti con logo, testo aziendale e firme, pagamento su fattura e sconti a partire da 50 pezzi. Tutti i dettagli nella pagina [Clienti aziendali](${P.business}).`,
          },
        ],
      },
      occ_sympathy: {
        name: c.occasions.sympathy,
        title: 'Biglietti di condoglianze e ringraziamenti per lutto | Printhaus',
        description:
          'Biglietti di condoglianze, ringraziamenti per la partecipazione al lutto e ricordini con foto: modelli sobri, cartoncino premium e busta inclusa.',
        headline: 'Biglietti di condoglianze e di ringraziamento',
        subline:
          'Modelli sobri per esprimere vicinanza e per ringraziare chi ti è stato accanto in un momento difficile.',
        intro: `## Le parole giuste, con discrezione

Quando le parole sono difficili da trovare, un biglietto scritto a mano dice più di un messaggio. I nostri modelli per le condoglianze sono volutamente sobri: toni chiari, fiori delicati, paesaggi tranquilli e tanto spazio per un pensiero personale. Per le famiglie in lutto ci sono i biglietti di ringraziamento per la partecipazione e i ricordini con la foto della persona cara, una frase e le date.

Stampiamo su cartoncino opaco da 350 g/m², piacevole al tatto e facile da scrivere, con busta bianca inclusa. Se i biglietti servono in fretta, la spedizione express li consegna in ${express} ore; per qualsiasi domanda il nostro servizio clienti ti aiuta con calma e riservatezza.`,
        faq: [
          {
            q: 'Cosa posso scrivere in un biglietto di condoglianze?',
            a: `Bastano poche parole sincere, per esempio «Ti sono vicino in questo momento di dolore», oppure un ricordo personale di chi non c’è più. Altri spunti li trovi nel nostro [magazine](${wordingArticle}).`,
          },
          {
            q: 'Quando si inviano i ringraziamenti per la partecipazione al lutto?',
            a: 'Di solito entro quattro-sei settimane dal funerale. Non esiste una regola rigida: conta il gesto, non la data.',
          },
        ],
      },
      occ_thanks: {
        name: c.occasions.thanks,
        title: `Biglietti di ringraziamento con foto | Printhaus`,
        description:
          'Biglietti di ringraziamento personalizzati per matrimonio, nascita, laurea, Comunione o un regalo: con le tue foto, testo libero e busta inclusa.',
        headline: 'Grazie, detto con stile',
        subline:
          'Matrimonio, nascita, laurea o un regalo speciale: un grazie con foto resta più a lungo di un messaggio.',
        intro: `## Un grazie che si può tenere in mano

Dopo un matrimonio, una nascita, una laurea o un trasloco con l’aiuto degli amici, un biglietto di ringraziamento chiude il cerchio. Scegli una foto della giornata – gli sposi al tramonto, il neonato in braccio ai nonni, la corona d’alloro – e aggiungi un testo breve e personale. L’editor propone layout per una o più foto, mentre testi e colori li adatti tu.

I biglietti di ringraziamento sono disponibili pieghevoli, come cartolina o in formato panoramico, su cartoncino premium da 350 g/m² con busta inclusa. Un consiglio: lascia spazio per una riga scritta a mano, fa tutta la differenza.`,
        faq: [
          {
            q: 'Entro quando si mandano i ringraziamenti del matrimonio?',
            a: 'L’ideale è entro due o tre mesi dalle nozze, quando sono pronte le foto del fotografo. Se vuoi anticipare i tempi, va benissimo anche una bella foto scattata da un amico.',
          },
          {
            q: 'Posso ordinare pochi biglietti?',
            a: `Sì, anche uno solo. A partire da 10 pezzi il prezzo scende a ${cardPriceEach(10, 'klappkarte-a6')} a biglietto.`,
          },
        ],
      },
      occ_invitation: {
        name: c.occasions.invitation,
        title: 'Inviti personalizzati con foto per ogni festa | Printhaus',
        description:
          'Inviti personalizzati per compleanni, 18 anni, lauree, anniversari e feste: modelli con foto, testo libero, cartoncino premium e buste incluse.',
        headline: 'Inviti per ogni festa',
        subline:
          'Compleanno, 18 anni, laurea o anniversario: inviti con foto che mettono subito voglia di festeggiare.',
        intro: `## La festa comincia con l’invito

Un invito stampato fa capire subito che non si tratta di una serata qualunque. Per i 18 anni, una laurea, un anniversario di matrimonio, un baby shower o una grigliata d’estate trovi modelli allegri, eleganti o minimal, con spazio per una o più foto. Inserisci data, ora, indirizzo e come confermare la presenza: il resto lo fa l’editor.

Gli inviti sono disponibili come biglietto pieghevole, cartolina o in formato panoramico, su cartoncino premium da 350 g/m² con busta inclusa. Consiglio pratico: spediscili tre o quattro settimane prima, per le feste importanti anche sei.`,
        faq: [
          {
            q: 'Cosa non deve mancare su un invito?',
            a: 'Chi invita, l’occasione, data e orario, l’indirizzo e una data entro cui confermare la presenza. Se c’è un dress code o un’idea regalo, aggiungila in fondo.',
          },
          {
            q: 'Gli inviti hanno la busta?',
            a: 'Sì, ogni invito arriva con una busta bianca inclusa nel prezzo; in alternativa puoi scegliere buste color crema o kraft.',
          },
        ],
      },
      type_folded: {
        name: c.cardTypes.folded,
        title: `Biglietti pieghevoli personalizzati | Printhaus`,
        description:
          'Biglietti pieghevoli con foto in formato A6, A5 o quadrato: quattro facciate da personalizzare, cartoncino da 350 g/m² e busta inclusa.',
        headline: 'Biglietti pieghevoli: quattro facciate per i tuoi ricordi',
        subline:
          'Il classico biglietto doppio, con la foto in copertina e spazio per un testo lungo all’interno.',
        intro: `## Il formato più versatile

Il biglietto pieghevole ha quattro facciate: la copertina per la foto più bella, l’interno per il testo e altre immagini, il retro per un dettaglio o una piccola dedica. È il formato ideale per partecipazioni, inviti con tutte le informazioni e auguri che meritano qualche riga in più.

Prima della piegatura ogni biglietto viene cordonato a macchina, così la carta non si crepa sul dorso, nemmeno con foto scure a tutta pagina.

- Formati: A6 (14,8x10,5 cm da chiuso), A5 e quadrato 14,5x14,5 cm
- Cartoncino premium da 350 g/m², opaco o lucido, oppure carta naturale
- Busta inclusa, da ${cardPriceEach(10, 'klappkarte-a6')} l’uno per 10 pezzi o più`,
        faq: [
          {
            q: 'Verticale o orizzontale?',
            a: 'Entrambi: l’orientamento lo scegli nell’editor. Per le foto dello smartphone, di solito verticali, il formato verticale valorizza meglio l’immagine.',
          },
          {
            q: 'Posso lasciare l’interno bianco per scrivere a mano?',
            a: 'Sì, basta non inserire alcun testo: l’interno resta bianco. Sulla carta opaca o naturale si scrive meglio che su quella lucida.',
          },
        ],
      },
      type_postcard: {
        name: c.cardTypes.postcard,
        title: `Cartoline personalizzate con foto | Printhaus`,
        description:
          'Cartoline con le tue foto su cartoncino rigido da 400 g/m²: fronte e retro personalizzabili, formato A6, A5 o quadrato, busta inclusa.',
        headline: 'Cartoline con le tue foto',
        subline:
          'Un cartoncino rigido stampato fronte e retro, perfetto per auguri veloci, inviti e ricordini.',
        intro: `## Poco spazio, tanto effetto

La cartolina è un unico cartoncino stampato su entrambi i lati: davanti la foto o il collage, dietro il testo – oppure, se vuoi spedirla come una vera cartolina, lo spazio per francobollo e indirizzo. Proprio perché non si apre, arriva dritta al punto: perfetta per save the date, ricordini della Comunione, inviti a una festa o ringraziamenti.

Stampiamo le cartoline su cartoncino extra rigido da 400 g/m², opaco o lucido, in formato A6 (14,8x10,5 cm), A5 e quadrato 14,5x14,5 cm. La busta è inclusa; se preferisci spedirle senza, scegli per il retro il layout postale.`,
        faq: [
          {
            q: 'Posso spedire la cartolina senza busta?',
            a: 'Sì: scegli il retro con il layout postale, che lascia spazio per indirizzo e francobollo. Il cartoncino da 400 g/m² è abbastanza robusto per il viaggio.',
          },
          {
            q: 'Quale formato scegliere per un save the date?',
            a: 'Il classico A6 entra in ogni cassetta delle lettere ed è comodo da appendere al frigo; il quadrato ha un effetto più moderno.',
          },
        ],
      },
      type_panorama: {
        name: c.cardTypes.panorama,
        title: `Biglietti panoramici con foto | Printhaus`,
        description:
          'Biglietti panoramici nel formato lungo 21 x 10 cm: spazio per paesaggi, foto di gruppo e testi lunghi. Cartoncino da 350 g/m² e busta inclusa.',
        headline: 'Biglietti panoramici per le foto più ampie',
        subline: 'Il formato lungo e stretto per paesaggi, foto di gruppo e collage in fila.',
        intro: `## Quando una foto ha bisogno di spazio

Il tramonto sul mare, la foto di gruppo al matrimonio, la vista dalla cima della montagna: certe immagini rendono al meglio solo in largo. Il biglietto panoramico misura 21 x 10 cm da chiuso e si apre in verticale o in orizzontale, lasciando all’interno spazio per un testo generoso o una striscia di foto.

Lo stampiamo su cartoncino premium da 350 g/m², opaco o lucido, con una busta lunga inclusa. Il formato è particolarmente elegante per partecipazioni di matrimonio, inviti a cena e auguri aziendali, e con la lamina oro acquista un tocco in più.`,
        faq: [
          {
            q: 'Le foto dello smartphone vanno bene per il formato panoramico?',
            a: 'Sì, se scatti in orizzontale o con la modalità panorama. Con una foto verticale l’editor dovrebbe tagliare molto: in quel caso scegli un layout con più immagini affiancate.',
          },
          {
            q: 'La busta lunga entra nella cassetta delle lettere?',
            a: 'Sì, è il formato delle normali lettere commerciali e viaggia senza problemi per posta.',
          },
        ],
      },
      type_foil: {
        name: c.cardTypes.foil,
        title: 'Biglietti con lamina oro, argento e oro rosa | Printhaus',
        description:
          'Biglietti personalizzati con lamina oro, argento od oro rosa: scritte e decori metallici per matrimoni, battesimi e Natale. Buste incluse.',
        headline: 'Biglietti con lamina oro che brillano davvero',
        subline:
          'Scritte e decori in oro, argento od oro rosa: una finitura metallica che cattura la luce.',
        intro: `## La lucentezza del metallo sulla carta

Con la stampa a caldo applichiamo una sottile lamina metallica sugli elementi che scegli: nomi, monogrammi, stelle, cornici o l’intera scritta degli auguri. Il risultato brilla ogni volta che il biglietto si muove alla luce – un effetto che nessuna stampa a colori può imitare. Puoi scegliere tra oro, argento e oro rosa.

La lamina è disponibile per biglietti pieghevoli, cartoline e panoramici su cartoncino premium opaco da 350 g/m², dove il contrasto tra carta e metallo risalta di più. Nell’anteprima dell’editor vedi subito quali elementi verranno laminati; la busta è inclusa.`,
        faq: [
          {
            q: 'Posso applicare la lamina anche sulle mie foto?',
            a: 'No, la lamina si applica solo a testi ed elementi grafici a tinta piena, non alle fotografie. Nei nostri modelli le aree in lamina sono già predisposte e le puoi modificare.',
          },
          {
            q: 'La lamina allunga i tempi di produzione?',
            a: 'Di solito di un giorno lavorativo: i biglietti con lamina lasciano la tipografia in 2–4 giorni lavorativi.',
          },
        ],
      },
      samples: {
        name: 'Biglietti campione',
        title: 'Biglietti campione gratuiti: prova carta e colori | Printhaus',
        description: `Ordina fino a 3 biglietti campione gratuiti con il tuo testo e le tue foto e verifica carta, colori e lamina. Ogni campione in più costa ${samplePrice(m)}.`,
        headline: 'Prima di ordinare, tocca con mano',
        subline:
          'Fino a 3 biglietti campione gratuiti, stampati con il tuo design: così decidi in tutta sicurezza.',
        intro: `## Come funzionano i biglietti campione

Sullo schermo i colori non sono mai esattamente come sulla carta, e la differenza tra opaco e lucido si capisce solo tenendo il biglietto in mano. Per questo puoi ordinare fino a 3 biglietti campione gratuiti: li stampiamo con il tuo design, le tue foto e il tuo testo, esattamente come nell’ordine definitivo, e te li spediamo con la busta.

1. Crea il biglietto nell’editor e salvalo nel tuo account
2. Ordina il campione invece della tiratura completa
3. Controlla il campione e, se serve, correggi il progetto prima dell’ordine

Ogni campione oltre i primi tre costa ${samplePrice(m)}. È il modo più sicuro per scegliere partecipazioni di matrimonio e biglietti con lamina oro.`,
        faq: [
          {
            q: 'Quanto costano i biglietti campione?',
            a: `Fino a 3 biglietti campione per ordine sono gratuiti. Ogni biglietto in più costa ${samplePrice(m)}.`,
          },
          {
            q: 'Posso ordinare un campione con lamina oro?',
            a: 'Sì, il campione viene realizzato con la stessa carta e la stessa finitura dell’ordine definitivo, lamina compresa.',
          },
        ],
      },
      wallCalendar: {
        name: c.calendarTypes.wandkalender,
        title: `Calendario da parete con foto | Printhaus`,
        description:
          'Calendario da parete personalizzato in A4, A3 o quadrato 30 x 30 cm: dodici mesi con le tue foto su carta satinata da 250 g/m², spirale a scelta.',
        headline: 'Il tuo calendario da parete con foto',
        subline:
          'A4, A3 o quadrato: dodici mesi con le tue foto più belle, su carta premium satinata.',
        intro: `## Il classico che non stanca mai

Il calendario da parete è il regalo di Natale preferito dai nonni e il modo più semplice per rivedere ogni mese le foto dell’anno. Scegli tra A4 e A3 in verticale o in orizzontale oppure il formato quadrato 30 x 30 cm, perfetto per le foto scattate con lo smartphone. Il mese di inizio è libero e, su richiesta, inseriamo ${holidays} e i compleanni che indichi.

Stampiamo su carta premium satinata da 250 g/m², su cui si scrive facilmente a penna o a matita. La spirale è disponibile in bianco, nero o argento; un cartoncino rigido sul retro e il gancio per appenderlo sono compresi.`,
        faq: [
          {
            q: 'Verticale o orizzontale?',
            a: 'Dipende dalle tue foto: se la maggior parte è scattata in verticale con lo smartphone, scegli A4 o A3 verticale. Per paesaggi e foto di gruppo il formato orizzontale rende di più.',
          },
          {
            q: 'Posso mettere più foto in un mese?',
            a: 'Sì, per ogni mese scegli un layout con una sola foto oppure un collage di più immagini, e lo stesso vale per la copertina.',
          },
        ],
      },
      deskCalendar: {
        name: c.calendarTypes.tischkalender,
        title: `Calendario da tavolo con foto | Printhaus`,
        description:
          'Calendario da tavolo con le tue foto in A5, A6, quadrato o formato lungo: supporto rigido, carta premium satinata e mese di inizio a scelta.',
        headline: 'Il calendario da tavolo con le tue foto',
        subline:
          'Compatto e sempre sotto gli occhi: sulla scrivania, sul bancone o accanto al computer.',
        intro: `## Piccolo formato, grande effetto

Il calendario da tavolo sta dove lo sguardo cade più spesso: sulla scrivania, alla reception, sul mobile dell’ingresso. Lo trovi in A5 orizzontale, nel compatto A6, nel quadrato 14,5x14,5 cm o nel formato lungo 26,5x12 cm, con spazio per gli appunti accanto ai giorni.

Le pagine in carta premium satinata da 250 g/m² sono rilegate a spirale su un supporto in cartone rigido, stabile anche quando sfogli i mesi. Il mese di inizio è libero e, con il logo della tua azienda, diventa un omaggio di fine anno molto apprezzato da clienti e collaboratori.`,
        faq: [
          {
            q: 'Quale formato è più adatto all’ufficio?',
            a: 'L’A5 orizzontale offre foto ben visibili e spazio per le annotazioni; il formato lungo 26,5x12 cm sta perfettamente sotto il monitor.',
          },
          {
            q: 'Si può ordinare con il logo aziendale?',
            a: `Certo. Da 50 pezzi ti offriamo sconti per quantità e pagamento su fattura: trovi i dettagli nella pagina [Clienti aziendali](${P.business}).`,
          },
        ],
      },
      familyPlanner: {
        name: c.calendarTypes.familienplaner,
        title: `Planner familiare con foto | Printhaus`,
        description:
          'Planner familiare personalizzato con fino a cinque colonne per gli impegni di tutti: una foto al mese, i nomi in testa, formato 20 x 40 o 15 x 40 cm.',
        headline: 'Il planner familiare che mette tutti d’accordo',
        subline:
          'Fino a cinque colonne, una per ogni persona: scuola, sport e appuntamenti a colpo d’occhio.',
        intro: `## Chi ha calcetto, chi il dentista?

Tra scuola, lavoro, allenamenti e visite ai nonni, gli impegni si accumulano in fretta. Il planner familiare Printhaus ha in alto una foto per ogni mese e sotto fino a cinque colonne, ognuna con il nome di un membro della famiglia: così si vede subito chi deve essere dove. Su richiesta inseriamo ${holidays} e le vacanze scolastiche ${schoolHolidays}.

È disponibile nel formato 20 x 40 cm e nella versione più stretta da 15 x 40 cm, su carta premium satinata da 250 g/m² che si scrive bene con penne e matite. Spirale e gancio sono inclusi: appendilo in cucina o all’ingresso, dove tutti passano ogni giorno.`,
        faq: [
          {
            q: 'Quante colonne posso avere?',
            a: 'Da due a cinque: nell’editor scegli quante colonne ti servono e scrivi i nomi in testa a ciascuna. Anche il cane può avere la sua.',
          },
          {
            q: 'Il planner può iniziare a settembre?',
            a: 'Sì, il mese di inizio è libero: molte famiglie fanno partire il planner con il nuovo anno scolastico.',
          },
        ],
      },
      kitchenCalendar: {
        name: c.calendarTypes.kuechenkalender,
        title: `Calendario da cucina con foto | Printhaus`,
        description:
          'Calendario da cucina personalizzato nel formato stretto 13 x 30 cm: una foto per ogni mese, righe per gli appunti, carta satinata e gancio incluso.',
        headline: 'Il calendario da cucina con le tue foto',
        subline: 'Stretto e pratico: sta su ogni anta, accanto al frigo o vicino alla porta.',
        intro: `## Per la spesa, i compleanni e la pizza del venerdì

Il calendario da cucina è stretto e lungo – 13 x 30 cm – e trova posto anche nell’angolo più piccolo: sul fianco del frigorifero, su un’anta della dispensa, accanto alla porta. In alto c’è una foto per ogni mese, sotto una riga per ogni giorno con lo spazio per appunti, compleanni e turni.

Lo stampiamo su carta premium satinata da 250 g/m², che si scrive bene con qualsiasi penna, con spirale e gancio inclusi. Anche qui il mese di inizio lo scegli tu, e i compleanni inseriti una volta restano salvati nel progetto per il calendario dell’anno successivo.`,
        faq: [
          {
            q: 'Quante foto contiene?',
            a: 'Tredici: una per la copertina e una per ogni mese. Nel formato stretto rendono meglio foto verticali o dettagli ravvicinati.',
          },
          {
            q: 'Si può appendere senza fare buchi?',
            a: 'Sì, è leggero: basta un gancio adesivo sul fianco del frigorifero o sull’anta di un pensile.',
          },
        ],
      },
      appointmentCalendar: {
        name: c.calendarTypes.terminkalender,
        title: `Calendario appuntamenti con foto | Printhaus`,
        description:
          'Calendario appuntamenti con foto in A4 o A3 orizzontale: una griglia mensile con ampi riquadri per ogni giorno, carta satinata e spirale inclusa.',
        headline: 'Calendario appuntamenti: foto sopra, impegni sotto',
        subline: 'Una foto al mese e un riquadro ampio per ogni giorno: per chi ha l’agenda piena.',
        intro: `## Tutto il mese in un colpo d’occhio

Il calendario appuntamenti unisce un calendario foto e un’agenda da parete. Nella metà superiore c’è la tua foto del mese, in quella inferiore una griglia con un riquadro per ogni giorno, dove annotare visite, scadenze, turni e feste. È perfetto per lo studio, l’ufficio di casa o la bacheca dell’associazione.

È disponibile in A4 e A3 orizzontale: aperto, l’A3 misura 42 x 59,4 cm e lascia spazio anche alle calligrafie più generose. Carta premium satinata da 250 g/m², spirale metallica e gancio sono inclusi; ${holidays} le inseriamo su richiesta.`,
        faq: [
          {
            q: 'Quanto sono grandi i riquadri dei giorni?',
            a: 'Nell’A4 circa 4x3 cm, nell’A3 circa 6x4,5 cm: abbastanza per due o tre appuntamenti al giorno.',
          },
          {
            q: 'Posso inserire date importanti già in fase di creazione?',
            a: 'Sì, nell’editor aggiungi compleanni, anniversari e scadenze direttamente nei riquadri dei giorni, così vengono stampati insieme al calendario.',
          },
        ],
      },
      photobook: {
        name: 'Fotolibro',
        title: `Fotolibro personalizzato con le tue foto | Printhaus`,
        description:
          'Crea il tuo fotolibro con copertina rigida o morbida oppure con pagine layflat: da 26 a 154 pagine, carta premium e tanti formati.',
        headline: 'Il tuo fotolibro, pagina dopo pagina',
        subline:
          'Copertina rigida, morbida o layflat: da 26 a 154 pagine per raccontare le tue storie più belle.',
        intro: `## Una storia da sfogliare

Il viaggio di nozze, il primo anno del bebè, l’estate in campeggio: un fotolibro raccoglie le foto che altrimenti resterebbero nel telefono e le trasforma in un racconto. Carica le immagini, scegli un tema e lascia che l’editor le impagini automaticamente, oppure sistema ogni pagina a mano con testi, sfondi e didascalie.

- **Copertina rigida**: robusta ed elegante, con la tua foto in copertina
- **Copertina morbida**: leggera e conveniente, ideale per i ricordi di viaggio
- **Layflat**: pagine rigide che si aprono completamente piatte, perfette per le foto su doppia pagina

Si parte da 26 pagine, ampliabili fino a 154, in formato A4 verticale o orizzontale e nei quadrati 21 x 21 e 30 x 30 cm, su carta premium satinata o opaca.`,
        faq: [
          {
            q: 'Quante foto entrano in un fotolibro?',
            a: 'Con 26 pagine e in media tre foto per pagina arrivi a circa 80 immagini; con 154 pagine anche oltre 400. Se servono, l’editor aggiunge le pagine automaticamente.',
          },
          {
            q: 'Che cos’è un fotolibro layflat?',
            a: 'Le pagine sono rigide e rilegate in modo da aprirsi completamente piatte, senza piega al centro. Così una foto di paesaggio può occupare tutta la doppia pagina senza perdere dettagli.',
          },
        ],
      },
      collage: {
        name: 'Collage foto',
        title: `Collage foto su poster o tela | Printhaus`,
        description:
          'Collage foto personalizzato con fino a 60 immagini: come poster o su tela, con layout automatici, titolo e sfondo a scelta, da 20 x 30 a 80 x 120 cm.',
        headline: 'Collage foto: tanti ricordi, un’unica immagine',
        subline:
          'Fino a 60 foto in un solo quadro, come poster o su tela: il regalo per compleanni e anniversari.',
        intro: `## Un anno intero su una parete

Un collage racconta a colpo d’occhio un viaggio, un anno di scuola o vent’anni di amicizia. Carica fino a 60 foto, scegli un layout – griglia regolare, cuore, lettere e numeri o disposizione libera – e l’editor le sistema automaticamente. Puoi spostare, ingrandire e scambiare ogni immagine, aggiungere un titolo e scegliere il colore dello sfondo.

Il collage viene stampato come poster su carta fotografica premium, da 20 x 30 a 60 x 90 cm, oppure su tela tesa a mano su telaio in legno, fino a 80 x 120 cm. Il poster arriva arrotolato in un tubo robusto, la tela pronta da appendere.`,
        faq: [
          {
            q: 'Quante foto servono per un bel collage?',
            a: 'Dipende dal formato: per un 30 x 40 cm consigliamo da 9 a 25 foto, per un 60 x 90 cm fino a 60. Meno immagini significa foto più grandi e più leggibili.',
          },
          {
            q: 'Le foto dello smartphone hanno abbastanza risoluzione?',
            a: 'Sì. In un collage ogni foto occupa solo una parte dell’immagine, quindi vanno bene anche scatti di qualche anno fa. L’editor segnala le immagini troppo piccole.',
          },
        ],
      },
    },

    wallart: {
      acrylic: {
        name: 'Stampa su plexiglass',
        title: `Stampa su plexiglass: la tua foto | Printhaus`,
        description:
          'La tua foto su plexiglass: colori brillanti e profondità sotto una lastra da 5 mm, da 20 x 30 a 80 x 120 cm, con sistema di sospensione incluso.',
        headline: 'La tua foto su plexiglass',
        subline:
          'Colori luminosi e un effetto di profondità unico, dietro una lastra lucida da 5 mm.',
        intro: `## Brillantezza e profondità

Sotto il plexiglass i colori diventano più intensi e i neri più profondi: la lastra lucida agisce come una lente e dà alla foto una profondità quasi tridimensionale. È il materiale ideale per foto notturne, paesaggi dai colori forti, ritratti in studio e fotografia urbana.

Stampiamo la tua immagine su carta fotografica premium e la applichiamo senza bolle dietro una lastra di plexiglass da 5 mm con i bordi lucidati. Sul retro montiamo un telaio di sospensione in alluminio, che fa sembrare il quadro sospeso a un paio di centimetri dalla parete. Formati da 20 x 30 a 80 x 120 cm.`,
        faq: [
          {
            q: 'Il plexiglass riflette la luce?',
            a: `Sì, la superficie è lucida come un vetro. Evita di appenderlo proprio di fronte a una finestra; se la stanza è molto luminosa, valuta l’[alluminio Dibond](${P.alu}), che è opaco.`,
          },
          {
            q: 'Come si pulisce?',
            a: 'Con un panno in microfibra morbido e un po’ d’acqua. Non usare detergenti con alcol né prodotti abrasivi, che potrebbero graffiare la superficie.',
          },
        ],
      },
      alu: {
        name: 'Stampa su alluminio Dibond',
        title: `Stampa su alluminio Dibond | Printhaus`,
        description:
          'La tua foto stampata direttamente su alluminio Dibond da 3 mm, con fondo bianco o spazzolato: opaca, rigida e moderna, da 20 x 30 a 80 x 120 cm.',
        headline: 'La tua foto su alluminio Dibond',
        subline:
          'Opaca, rigida e dalle linee pulite: la scelta moderna per architettura, paesaggi e bianco e nero.',
        intro: `## Moderno, leggero e robustissimo

L’alluminio Dibond è un pannello composito da 3 mm: due sottili lastre di alluminio con un’anima in polietilene. Il risultato è leggero ma rigidissimo, non si deforma con l’umidità e ha bordi netti. Stampiamo la foto direttamente sulla superficie con inchiostri UV, per un aspetto opaco e senza riflessi.

Puoi scegliere tra due fondi: **bianco opaco**, con colori naturali e fedeli, oppure **alluminio spazzolato**, dove le parti chiare della foto lasciano trasparire il metallo con un effetto argentato. Il telaio di sospensione sul retro è incluso; formati da 20 x 30 a 80 x 120 cm.`,
        faq: [
          {
            q: 'Posso appendere l’alluminio in bagno o in cucina?',
            a: 'Sì, il Dibond non teme l’umidità: è adatto a bagno e cucina e anche a spazi esterni coperti, come una veranda.',
          },
          {
            q: 'Meglio il fondo bianco o quello spazzolato?',
            a: 'Il bianco opaco è la scelta universale. Lo spazzolato dà il meglio con il bianco e nero, l’architettura e le immagini con molto cielo o metallo; per i ritratti è meno indicato.',
          },
        ],
      },
      poster: {
        name: c.materials.poster,
        title: `Poster personalizzati con le tue foto | Printhaus`,
        description:
          'La tua foto come poster su carta fotografica premium, opaca o lucida: da 20 x 30 a 120 x 180 cm, con o senza cornice, spedito in un tubo robusto.',
        headline: 'La tua foto come poster',
        subline: 'Il modo più conveniente per portare una foto sulla parete, con o senza cornice.',
        intro: `## Grande effetto, piccolo prezzo

Il poster è il punto di partenza ideale: conveniente, leggero e facile da cambiare quando hai voglia di qualcosa di nuovo. Stampiamo su carta fotografica premium da 250 g/m² con finitura opaca o lucida, in formati da 20 x 30 fino a 120 x 180 cm, con inchiostri resistenti alla luce.

Senza cornice il poster viene arrotolato e spedito in un tubo di cartone rigido, così arriva senza pieghe. Se preferisci, lo montiamo noi in una [cornice](${P.frames}) in legno o alluminio, anche con passe-partout: arriva pronto da appendere, protetto da vetro acrilico infrangibile.`,
        faq: [
          {
            q: 'Il poster arriva piegato?',
            a: 'No, mai: i poster senza cornice viaggiano arrotolati in un tubo rigido. Dopo averlo aperto, lascialo disteso qualche ora sotto un paio di libri.',
          },
          {
            q: 'Opaco o lucido?',
            a: 'L’opaco non riflette ed è più elegante in cornice; il lucido fa risaltare colori e contrasti, ideale per foto di viaggio e paesaggi.',
          },
        ],
      },
      gallery: {
        name: c.materials.gallerybond,
        title: `Stampa gallery: foto sotto plexiglass | Printhaus`,
        description:
          'Stampa gallery: vera carta fotografica dietro plexiglass, montata su alluminio Dibond. Qualità da galleria da 30 x 40 a 80 x 120 cm, anche con cornice.',
        headline: 'Stampa gallery: la qualità delle mostre a casa tua',
        subline:
          'Carta fotografica, plexiglass e alluminio in un unico quadro: la finitura scelta dai fotografi.',
        intro: `## Tre materiali, un solo quadro

La stampa gallery è la tecnica con cui molte gallerie presentano la fotografia d’autore. La tua immagine viene sviluppata su vera carta fotografica, montata su una lastra di alluminio Dibond e protetta sul davanti da plexiglass da 2 mm: dalla carta viene la resa dei colori, dal plexiglass la profondità, dall’alluminio una planarità perfetta.

La realizziamo nei formati da 30 x 40 a 80 x 120 cm, con un telaio di sospensione sul retro che stacca il quadro dalla parete. Per un effetto ancora più raffinato puoi aggiungere una cornice a cassetta in rovere o nera, con un elegante filo d’ombra tutto intorno.`,
        faq: [
          {
            q: 'Che differenza c’è con la stampa su plexiglass?',
            a: `Nella stampa gallery il plexiglass è più sottile e la foto è montata su alluminio: il quadro resta perfettamente piatto, ideale nei grandi formati e con la cornice a cassetta. La [stampa su plexiglass](${P.acrylic}) punta invece tutto sulla profondità della lastra da 5 mm.`,
          },
          {
            q: 'Quanto pesa una stampa gallery?',
            a: 'Un 60 x 90 cm pesa circa 4 kg senza cornice. Il telaio sul retro distribuisce bene il peso; per le pareti in cartongesso usa tasselli adatti.',
          },
        ],
      },
      hahnemuehle: {
        name: 'Stampa fine art Hahnemühle',
        title: `Stampa fine art su carta Hahnemühle | Printhaus`,
        description:
          'Stampa fine art su carta Hahnemühle in qualità da museo: carte artistiche senza acidi e inchiostri a pigmenti, da 20 x 30 a 60 x 90 cm, anche in cornice.',
        headline: 'Stampa fine art su carta Hahnemühle',
        subline:
          'Carte artistiche pregiate e inchiostri a pigmenti: qualità da museo per le tue foto migliori.',
        intro: `## Carta da museo, dal 1584

Hahnemühle produce carta a Dassel, in Bassa Sassonia, dal 1584, e le sue carte fine art sono un riferimento per musei, archivi e fotografi di tutto il mondo. Per le tue stampe usiamo la Photo Rag da 308 g/m², in puro cotone, con una superficie opaca e vellutata, e la German Etching da 310 g/m², dalla texture più marcata, simile alla carta da incisione.

Stampiamo con inchiostri a pigmenti di qualità archivistica, che mantengono stabili colori e neri per generazioni. Ogni foglio viene controllato a mano e spedito in piano, protetto da cartone rigido; su richiesta lo incorniciamo con passe-partout bianco. Formati da 20 x 30 a 60 x 90 cm.`,
        faq: [
          {
            q: 'Per quali foto è adatta la carta Hahnemühle?',
            a: 'Per il bianco e nero, i ritratti, l’arte digitale e tutte le immagini ricche di sfumature delicate. I colori sono meno squillanti che su carta lucida, ma più profondi e naturali.',
          },
          {
            q: 'Conviene incorniciare la stampa?',
            a: `Sì, te lo consigliamo: la carta fine art è delicata e non andrebbe toccata a mani nude. In una [cornice](${P.frames}) con passe-partout è protetta e acquista ancora più eleganza.`,
          },
        ],
      },
      forex: {
        name: 'Stampa su Forex',
        title: `Stampa su Forex: leggera ed economica | Printhaus`,
        description:
          'La tua foto su Forex, il pannello in PVC espanso da 3 o 5 mm: leggero, rigido e opaco. Da 20 x 30 a 60 x 90 cm, facile da appendere anche senza trapano.',
        headline: 'La tua foto su Forex',
        subline:
          'Leggero, rigido e conveniente: il pannello in PVC per camerette, uffici, negozi e fiere.',
        intro: `## Il pannello leggero per ogni parete

Il Forex è un pannello in PVC espanso, bianco e compatto: pesa pochissimo, resta perfettamente piatto e si appende anche dove trapano e tasselli non sono graditi, per esempio in una casa in affitto o nella cameretta dei bambini. Stampiamo la tua foto direttamente sulla superficie con inchiostri UV, per un risultato opaco, senza riflessi e resistente all’acqua.

Puoi scegliere lo spessore da 3 mm, il più leggero, o da 5 mm, più robusto nei formati grandi. Il Forex è molto usato anche per insegne, allestimenti di negozi, stand in fiera e decorazioni temporanee. Formati da 20 x 30 a 60 x 90 cm, su richiesta con strisce adesive removibili.`,
        faq: [
          {
            q: 'Forex o alluminio?',
            a: `Il Forex costa meno ed è più leggero; l’[alluminio Dibond](${P.alu}) è più rigido, più resistente agli urti e ha bordi più netti. Per una foto che resterà in salotto per anni consigliamo l’alluminio.`,
          },
          {
            q: 'Il Forex si può appendere all’esterno?',
            a: 'Per brevi periodi sì, per esempio durante un evento. Esposto a lungo a sole e intemperie il PVC può deformarsi: per l’esterno è meglio l’alluminio Dibond.',
          },
        ],
      },
      frames: {
        name: c.nav.frames,
        title: `Cornici su misura per foto e poster | Printhaus`,
        description:
          'Cornici in legno e alluminio per poster e stampe fine art, cornici a cassetta per le tele: con passe-partout, vetro acrilico e montaggio incluso.',
        headline: 'Cornici su misura per le tue stampe',
        subline: 'Legno, alluminio o cornice a cassetta: la cornice giusta completa ogni immagine.',
        intro: `## La cornice fa il quadro

Una buona cornice separa l’immagine dalla parete e la fa respirare. Da Printhaus scegli tra cornici in legno massello, sottili cornici in alluminio e cornici a cassetta per tele e stampe gallery. Se ordini la stampa insieme alla cornice, la montiamo noi al millimetro e spediamo il quadro pronto da appendere.

Per poster e stampe fine art puoi aggiungere un passe-partout bianco o avorio con taglio smussato a 45°. Sul davanti montiamo vetro acrilico infrangibile, disponibile anche antiriflesso; sul retro il gancio è già fissato. Le cornici sono disponibili anche vuote, nei formati da 20 x 30 a 80 x 120 cm, per le foto che hai già a casa.`,
        faq: [
          {
            q: 'Posso ordinare solo la cornice?',
            a: 'Sì, tutte le cornici in legno e alluminio sono disponibili anche vuote, con vetro acrilico e pannello posteriore, nei formati da 20 x 30 a 80 x 120 cm.',
          },
          {
            q: 'Il passe-partout rimpicciolisce l’immagine?',
            a: 'Sì, la foto risulta più piccola della cornice: in una cornice 50 x 70 cm con passe-partout l’immagine visibile misura circa 40 x 60 cm. Nell’editor vedi subito l’effetto.',
          },
        ],
      },
      frame_wood: {
        name: c.frameTypes.wood,
        title: `Cornici in legno per foto e poster | Printhaus`,
        description:
          'Cornici in legno massello in rovere, noce, bianco e nero per poster e stampe fine art, con passe-partout e vetro acrilico, pronte da appendere.',
        headline: 'Cornici in legno: calde e senza tempo',
        subline:
          'Rovere, noce, bianco o nero: legno massello lavorato con cura, per poster e stampe fine art.',
        intro: `## Il calore del legno vero

Le nostre cornici in legno sono realizzate in legno massello proveniente da foreste gestite in modo sostenibile, con un profilo piatto da 2 cm che si adatta a ogni stile, dal soggiorno classico all’arredamento nordico. Scegli tra rovere naturale, noce, bianco e nero: nelle versioni colorate la venatura del legno resta visibile.

Ogni cornice viene assemblata con angoli precisi e fornita con vetro acrilico infrangibile, pannello posteriore rigido e gancio. Con il passe-partout bianco la stampa acquista respiro ed eleganza. Formati da 20 x 30 a 80 x 120 cm, vuote o con la tua foto già montata.`,
        faq: [
          {
            q: 'Quale colore scegliere?',
            a: 'Il rovere naturale scalda foto di famiglia e paesaggi, il nero dà forza al bianco e nero, il bianco è perfetto per pareti chiare e interni minimal. Il noce si abbina a mobili scuri e foto dal sapore vintage.',
          },
          {
            q: 'La cornice si può appendere sia in verticale sia in orizzontale?',
            a: 'Sì, ogni cornice vuota ha un sistema di sospensione per entrambi gli orientamenti. Se ordini la stampa già montata, fissiamo il gancio nel verso giusto.',
          },
        ],
      },
      frame_alu: {
        name: c.frameTypes.alu,
        title: `Cornici in alluminio per foto e poster | Printhaus`,
        description:
          'Cornici in alluminio dal profilo sottile in nero opaco, argento satinato e oro spazzolato: per poster e stampe fine art, con vetro acrilico.',
        headline: 'Cornici in alluminio: sottili e moderne',
        subline:
          'Un profilo sottile ed essenziale in nero, argento od oro: ideale per foto, grafiche e poster.',
        intro: `## Linee pulite, nessun fronzolo

La cornice in alluminio è la scelta di fotografi e gallerie quando l’immagine deve essere protagonista: il profilo frontale è largo appena 1 cm, stabile anche nei formati grandi e leggerissimo. È disponibile in nero opaco, argento satinato e oro spazzolato.

Come le cornici in legno, puoi ordinarla vuota oppure con la tua stampa già montata, con vetro acrilico infrangibile, passe-partout opzionale e gancio. L’alluminio non teme l’umidità, quindi è la cornice giusta anche per bagno e cucina. Formati da 20 x 30 a 80 x 120 cm.`,
        faq: [
          {
            q: 'Legno o alluminio?',
            a: 'Il legno è più caldo e presente, l’alluminio più discreto e grafico. Per il bianco e nero, l’architettura e le grafiche moderne l’alluminio è spesso la scelta migliore.',
          },
          {
            q: 'La cornice oro sta bene con ogni foto?',
            a: 'L’oro spazzolato è sobrio, non lucido: si sposa con ritratti, stampe botaniche e toni caldi. Con foto dai colori molto freddi consigliamo argento o nero.',
          },
        ],
      },
      frame_floater: {
        name: c.frameTypes.floater,
        title: 'Cornici a cassetta per tele e stampe gallery | Printhaus',
        description:
          'Cornici a cassetta in rovere, nero o bianco per stampe su tela e stampe gallery: il quadro sembra sospeso grazie a un elegante filo d’ombra.',
        headline: 'Cornici a cassetta: la tela sospesa',
        subline:
          'Un filo d’ombra tra immagine e cornice dà a tele e stampe gallery un effetto da galleria.',
        intro: `## L’effetto sospeso

La cornice a cassetta non copre il bordo dell’immagine: il quadro viene fissato dal retro, lasciando uno spazio di circa 5 mm tra immagine e cornice. Questa sottile fuga d’ombra fa sembrare la tela sospesa e le dà l’aspetto di un’opera esposta in galleria.

Le nostre cornici a cassetta sono in legno massello, in rovere naturale, noce, nero o bianco, e sono pensate per le [stampe su tela](${P.canvas}) con telaio da 2,5 cm e per le stampe gallery. Le ordini insieme al quadro: montiamo tutto noi e spediamo pronto da appendere. Formati da 30 x 40 a 80 x 120 cm.`,
        faq: [
          {
            q: 'Posso inserire una tela che ho già?',
            a: 'Le cornici a cassetta le realizziamo su misura per le nostre tele e stampe gallery. Per tele di altri produttori non possiamo garantire che le misure coincidano.',
          },
          {
            q: 'La cornice a cassetta ha un vetro?',
            a: 'No, e non serve: la tela ha una finitura protettiva e la stampa gallery è già protetta dal plexiglass. Senza vetro non ci sono nemmeno riflessi.',
          },
        ],
      },
    },

    info: {
      shipping: {
        name: c.footer.links.shipping,
        title: 'Spedizione e tempi di consegna | Printhaus',
        description: `Tempi di produzione, costi e corrieri: spedizione gratuita da ${freeShipping(m)}, express in ${express} ore per biglietti e calendari, tracciamento di ogni pacco.`,
        headline: 'Spedizione e tempi di consegna',
        body: `## Tempi di produzione

Stampiamo tutto nella nostra tipografia di Berlino. Biglietti, calendari, stampe foto e collage lasciano la tipografia in 1–3 giorni lavorativi. Fotolibri, biglietti con lamina e stampe da parete, in parte lavorati a mano, richiedono 2–4 giorni lavorativi. Il tempo esatto lo vedi nel carrello prima di ordinare.

## Consegna ${ch ? 'in Svizzera' : 'in Italia'}

Dopo la spedizione il pacco arriva in genere in 2–4 giorni lavorativi. ${ch ? 'In Svizzera consegniamo con la Posta Svizzera; prezzi, dazi e IVA svizzera sono già compresi, quindi alla consegna non paghi nulla.' : 'Consegniamo con BRT e GLS, anche a San Marino e nella Città del Vaticano.'} Per biglietti, calendari e stampe foto offriamo anche la **spedizione express**: produciamo il tuo ordine con priorità e lo consegniamo entro ${express} ore dalla spedizione, con un corriere espresso.

## Costi di spedizione

- Spedizione standard: ${shippingCost(m)} per ordine
- Gratuita per ordini a partire da ${freeShipping(m)}
- Express: il supplemento è indicato nel carrello

Le stampe da parete viaggiano in imballaggi su misura con paraspigoli, senza sovrapprezzo per i grandi formati.

## Tracciamento

Appena il pacco lascia la tipografia ricevi un’e-mail con il numero di tracciamento. Lo stato della consegna lo trovi anche in [I miei ordini](${P.orders}). Se non sei in casa, il corriere lascia un avviso e riprova o consegna il pacco in un punto di ritiro vicino.

## Spedizione in altri Paesi

Spediamo in tutta l’Unione europea, in Svizzera, in Liechtenstein, nel Regno Unito e negli Stati Uniti. Costi e tempi per ogni Paese li vedi nel carrello non appena inserisci l’indirizzo; per le spedizioni fuori dall’Unione europea possono essere applicati dazi doganali.

## Pacco danneggiato?

Se un pacco arriva danneggiato, fotografa imballaggio e prodotto e [contattaci](${P.contact}): ristampiamo gratuitamente o ti rimborsiamo.`,
      },
      payment: {
        name: c.footer.links.payment,
        title: `Metodi di pagamento: PayPal, carta, ${localPay} e altri | Printhaus`,
        description: `Paga come preferisci: PayPal, carta di credito e di debito, Apple Pay, Google Pay, ${localPay} e Klarna. Fattura in PDF e buoni regalo utilizzabili al checkout.`,
        headline: 'Metodi di pagamento',
        body: `## Come puoi pagare

Al checkout scegli la modalità che preferisci. Tutti i pagamenti avvengono tramite connessioni cifrate; i dati della tua carta non vengono mai salvati sui nostri server.

- **PayPal**: accedi al tuo conto e conferma il pagamento in pochi secondi.
- **Carta di credito e di debito**: Visa, Mastercard, American Express e Maestro${ch ? '' : ', anche carte prepagate come Postepay'}. Per la tua sicurezza usiamo l’autenticazione 3-D Secure.
- **Apple Pay e Google Pay**: paghi dallo smartphone o dal computer con un tocco, senza inserire i dati della carta.
- **${localPay}**: ${ch ? 'scansiona il codice QR o conferma il pagamento direttamente nell’app TWINT.' : 'conferma il pagamento direttamente nell’app Satispay, senza carta.'}
- **Klarna**: paga più tardi o in comode rate, secondo le condizioni offerte da Klarna al checkout.

## Fattura

Dopo la spedizione ricevi la fattura in PDF via e-mail; la trovi anche in [I miei ordini](${P.orders}). Se acquisti per la tua azienda, puoi inserire ragione sociale e partita IVA al checkout. I clienti aziendali registrati possono pagare anche su fattura: tutti i dettagli nella pagina [Clienti aziendali](${P.business}).

## Buoni regalo e codici sconto

Hai ricevuto un buono regalo o un codice promozionale? Inseriscilo nel carrello oppure nella pagina [Usa un codice](${P.redeem}). Il valore del buono viene scalato dal totale; se resta un credito, rimane disponibile per il prossimo ordine. Puoi anche regalare tu stesso un [buono regalo Printhaus](${P.vouchers}), stampato o via e-mail.

## Quando viene addebitato l’importo?

Con PayPal, carta, Apple Pay, Google Pay e ${localPay} l’importo viene addebitato al momento dell’ordine. Con Klarna valgono le scadenze concordate con Klarna. In caso di annullamento o rimborso, l’importo viene riaccreditato con la stessa modalità di pagamento.`,
      },
      contact: {
        name: c.footer.links.contact,
        title: 'Contatti e servizio clienti: telefono ed e-mail | Printhaus',
        description: `Domande su un ordine, un prodotto o la creazione? Il servizio clienti Printhaus ti risponde al telefono, via e-mail e per posta. Chiamaci al ${m.hotline}.`,
        headline: 'Siamo qui per te',
        body: `## Al telefono

Il nostro servizio clienti parla italiano e ti aiuta con ordini, creazione, spedizione e reclami. Chiamaci al **${m.hotline}**, dal lunedì al venerdì dalle 9 alle 18.

## Via e-mail

Scrivici a **service@printhaus.example**. Rispondiamo entro un giorno lavorativo, spesso molto prima. Se la tua domanda riguarda un ordine, indica il numero d’ordine; in caso di reclamo allega una foto del prodotto, così possiamo aiutarti subito.

## Per posta

Printhaus GmbH
Lindenstraße 41
10969 Berlin
Germania

## Prima di scriverci

Molte risposte sono già nella nostra sezione [Aiuto e FAQ](${P.faq}): creazione dei progetti, biglietti campione, costi di spedizione, metodi di pagamento e reclami. Lo stato del tuo ordine e il numero di tracciamento li trovi in qualsiasi momento in [I miei ordini](${P.orders}).

## Per aziende e giornalisti

Per ordini aziendali scrivi a business@printhaus.example: un referente dedicato ti aiuta con offerte, loghi e grandi quantità. Le richieste della stampa vanno a press@printhaus.example.`,
      },
      about: {
        name: c.footer.about,
        title: 'Chi siamo: la tipografia Printhaus di Berlino | Printhaus',
        description:
          'Printhaus nasce a Berlino nel 2011: oggi circa 180 persone stampano biglietti, calendari, fotolibri e stampe da parete nella nostra tipografia, con energia verde.',
        headline: 'Stampiamo ricordi dal 2011',
        body: `## Com’è cominciato tutto

Printhaus è nata nel 2011 a Berlino, nel quartiere di Kreuzberg, con una macchina da stampa digitale, un piccolo team e un’idea semplice: le foto più belle meritano di uscire dal telefono. Prima sono arrivati i biglietti, poi calendari e fotolibri, infine le stampe da parete su tela, plexiglass e alluminio.

## La nostra tipografia

Ancora oggi stampiamo tutto nella nostra tipografia di Lindenstraße, a Berlino. Non ci affidiamo a terzi: dalla stampa alla legatoria, dalla tensione delle tele al montaggio delle cornici, ogni fase avviene sotto lo stesso tetto. Così possiamo garantire tempi brevi e una qualità costante.

## Le persone

Siamo circa 180: stampatori, legatori, corniciai, sviluppatori, designer e il team del servizio clienti, che ti risponde anche in italiano. Molti di noi sono fotografi appassionati – e si vede dall’attenzione per i dettagli.

## Ogni ordine controllato a mano

Prima di imballare un prodotto lo guardiamo con i nostri occhi: colori, rifilo, piegatura, rilegatura. Se qualcosa non ci convince, lo ristampiamo prima ancora che tu lo veda. E se nonostante tutto un ordine non ti soddisfa, ristampiamo gratuitamente – promesso.

## Energia verde e materiali responsabili

La nostra tipografia funziona al 100% con energia elettrica da fonti rinnovabili, e stampiamo su carte certificate FSC®. Come riduciamo il nostro impatto lo raccontiamo nella pagina [Sostenibilità](${P.sustainability}).

## Per chi stampiamo

Oggi spediamo i nostri prodotti in nove Paesi europei e negli Stati Uniti. Chi ci sceglie lo fa per un regalo, per un ricordo o per la propria azienda – e noi lo prendiamo sul serio ogni volta.`,
      },
      sustainability: {
        name: c.footer.links.sustainability,
        title: 'Sostenibilità: stampare con responsabilità | Printhaus',
        description:
          'Carte certificate FSC®, energia elettrica verde, spedizioni a impatto climatico neutro e imballaggi riciclabili: ecco come Printhaus riduce il proprio impatto.',
        headline: 'Stampare con responsabilità',
        body: `## Carta da foreste gestite in modo responsabile

Tutte le carte per biglietti, calendari e fotolibri sono certificate FSC®: provengono da foreste gestite in modo sostenibile o da materiali riciclati. Anche i telai delle nostre tele sono in legno di pino da foreste certificate.

## Energia verde

La nostra tipografia di Berlino funziona al 100% con energia elettrica da fonti rinnovabili. Macchine da stampa, legatoria e uffici: tutto ciò che consuma corrente lo alimentiamo con energia verde.

## Spedizioni a impatto climatico neutro

Riduciamo prima di tutto le emissioni: imballaggi su misura fanno viaggiare meno aria, e raggruppiamo le spedizioni dove possibile. Le emissioni che ancora non riusciamo a evitare vengono calcolate e compensate con progetti di tutela del clima certificati, attraverso i programmi dei nostri corrieri.

## Imballaggi riciclabili

I nostri imballaggi sono in cartone e carta, in gran parte riciclati e completamente riciclabili con la raccolta della carta. Per proteggere le stampe da parete usiamo paraspigoli in cartone invece del polistirolo, e riduciamo la plastica al minimo indispensabile.

## Pochi scarti in produzione

Stampiamo solo ciò che viene ordinato: niente magazzino, niente invenduto. Un software dispone i lavori sui fogli di stampa in modo da sfruttare ogni centimetro, e i ritagli di carta e cartone finiscono nel riciclo.

## Cosa puoi fare tu

Scegli la spedizione standard quando non hai fretta e raggruppa i tuoi ordini: da ${freeShipping(m)} la spedizione è gratuita, e un pacco unico pesa meno sull’ambiente di tanti piccoli.`,
      },
      jobs: {
        name: c.footer.links.jobs,
        title: 'Lavora con noi: offerte di lavoro a Berlino | Printhaus',
        description:
          'Lavora con noi nella produzione, nello sviluppo software o nel servizio clienti: Printhaus cerca persone che amano stampare bene. Candidati via e-mail.',
        headline: 'Lavora con noi',
        body: `## Chi cerchiamo

Siamo circa 180 persone e cresciamo ogni anno. Cerchiamo colleghe e colleghi che abbiano cura dei dettagli e voglia di creare prodotti che le persone conservano per anni.

### Produzione e stampa

Operatori di stampa digitale, legatori, corniciai e addetti al confezionamento per la nostra tipografia di Berlino. L’esperienza nel settore è un vantaggio, ma formiamo anche chi arriva da altri mestieri.

### Sviluppo software

Sviluppatrici e sviluppatori per il nostro shop, l’editor online, le app e i sistemi che guidano la produzione. Lavoriamo in piccoli team con TypeScript e tecnologie web moderne, vicino agli utenti e alla tipografia.

### Servizio clienti

Persone pazienti, attente e capaci di trovare soluzioni, che aiutano i nostri clienti al telefono e via e-mail. Cerchiamo regolarmente anche colleghi di madrelingua italiana con una buona conoscenza del tedesco o dell’inglese.

## Cosa offriamo

- Contratto a tempo indeterminato e stipendio equo
- Orari flessibili e, dove il lavoro lo consente, giorni da remoto
- 30 giorni di ferie all’anno
- Abbonamento ai mezzi pubblici di Berlino o bicicletta aziendale
- Corso di tedesco gratuito per chi arriva dall’estero
- Sconto del personale su tutti i prodotti Printhaus

## Come candidarsi

Invia il tuo curriculum e poche righe su di te a **jobs@printhaus.example**, indicando il settore che ti interessa. Puoi scriverci in tedesco o in inglese; per il servizio clienti italiano anche in italiano. Ti rispondiamo entro due settimane, e il primo colloquio si svolge di solito in videochiamata.`,
      },
      press: {
        name: c.footer.links.press,
        title: 'Ufficio stampa: dati, contatti e immagini | Printhaus',
        description:
          'Materiale per giornalisti: dati e fatti su Printhaus, contatto per la stampa e immagini in alta risoluzione su richiesta. Scrivici a press@printhaus.example.',
        headline: 'Ufficio stampa',
        body: `## Contatto per la stampa

Per richieste di giornalisti, redazioni e blogger scrivi a **press@printhaus.example**. Rispondiamo entro un giorno lavorativo e organizziamo volentieri interviste con la direzione o una visita alla nostra tipografia di Berlino.

## Printhaus in breve

- **Fondazione:** 2011, a Berlino
- **Sede e tipografia:** Lindenstraße 41, 10969 Berlin, Germania
- **Direzione:** Clara Weiß e Jonas Albers
- **Collaboratori:** circa 180
- **Prodotti:** biglietti personalizzati (oltre 3.000 modelli), calendari foto, fotolibri, stampe foto e stampe da parete in sette materiali e oltre 100 formati
- **Mercati:** nove Paesi europei e Stati Uniti, in sei lingue
- **Energia:** 100% elettricità da fonti rinnovabili, carte certificate FSC®

## Immagini e materiale

Su richiesta ti inviamo foto dei prodotti, immagini della tipografia e ritratti della direzione in alta risoluzione. Le immagini possono essere utilizzate gratuitamente per articoli redazionali su Printhaus, indicando la fonte «Foto: Printhaus».

## Prodotti in prova

Vuoi provare i nostri prodotti per una recensione o un confronto? Scrivici: mettiamo a disposizione prodotti di prova, anche personalizzati con le tue foto.`,
      },
      business: {
        name: c.footer.links.business,
        title: 'Clienti aziendali: biglietti e calendari con logo | Printhaus',
        description:
          'Biglietti di Natale aziendali, calendari con logo e omaggi per i clienti: sconti per quantità da 50 pezzi, pagamento su fattura e un referente dedicato.',
        headline: 'Printhaus per le aziende',
        body: `## Cosa realizziamo per te

Dagli auguri di fine anno agli omaggi per i clienti, stampiamo per studi professionali, negozi, associazioni e grandi aziende.

- **Biglietti di Natale e auguri aziendali** con logo, firme stampate e, su richiesta, lamina oro o argento
- **Calendari da parete e da tavolo** con il tuo logo e le foto della tua azienda: l’omaggio di fine anno che resta sulla scrivania dodici mesi
- **Fotolibri** per anniversari aziendali, cataloghi e progetti
- **Stampe da parete** per uffici, studi, negozi e showroom

## Sconti per quantità

A partire da 50 pezzi il prezzo per pezzo scende automaticamente. Per tirature di diverse centinaia di pezzi o per più prodotti insieme ti prepariamo un’offerta personalizzata.

## Pagamento su fattura

I clienti aziendali registrati possono pagare su fattura a 30 giorni. Inserisci ragione sociale e partita IVA al checkout: la fattura arriva in PDF via e-mail.${ch ? '' : ' Con una partita IVA comunitaria valida, verificata nel sistema VIES, fatturiamo senza IVA tedesca come cessione intracomunitaria.'}

## Un referente personale

Scrivi a **business@printhaus.example** o chiamaci al ${m.hotline}. Un referente dedicato ti aiuta a scegliere prodotti e formati, adatta i tuoi file di stampa e ti invia una bozza in PDF da approvare prima della produzione. Su richiesta spediamo anche a più indirizzi, per esempio direttamente alle tue filiali.`,
      },
      app: {
        name: c.burger.app,
        title: 'App Printhaus per iOS e Android: crea dal telefono | Printhaus',
        description:
          'Con l’app Printhaus per iOS e Android crei biglietti, calendari e fotolibri dallo smartphone: carichi le foto dalla galleria e ritrovi i progetti nell’account.',
        headline: 'Crea dove sono le tue foto: sul telefono',
        body: `## Perché l’app

Le foto più belle sono quasi sempre sul telefono. Con l’app Printhaus non devi trasferirle sul computer: apri l’app, scegli il prodotto e crea il tuo biglietto, calendario o fotolibro direttamente sullo smartphone o sul tablet.

## Cosa puoi fare

- Creare biglietti, calendari foto, fotolibri, stampe foto, collage e stampe da parete
- Caricare le foto direttamente dalla galleria, dagli album o dal cloud, anche in alta risoluzione
- Lasciare che l’app proponga un layout automatico e rifinirlo con un tocco
- Salvare i progetti nel tuo account e continuarli sul computer, e viceversa
- Seguire lo stato dei tuoi ordini e ricevere una notifica alla spedizione

## Stesso account, stessi vantaggi

Nell’app accedi con lo stesso account che usi sul sito: progetti salvati, indirizzi e ordini sono sincronizzati. Prezzi, buoni regalo e codici sconto valgono allo stesso modo nell’app e nello shop online.

## Scarica l’app

L’app Printhaus è gratuita e disponibile nell’App Store per iPhone e iPad e su Google Play per smartphone e tablet Android. Cerca «Printhaus» nello store del tuo dispositivo.

## Domande?

Le risposte più comuni le trovi in [Aiuto e FAQ](${P.faq}); per tutto il resto il nostro [servizio clienti](${P.contact}) è a tua disposizione dal lunedì al venerdì dalle 9 alle 18.`,
      },
      withdrawal: {
        name: c.footer.links.withdrawal,
        title: 'Diritto di recesso, resi e reclami | Printhaus',
        description:
          'Diritto di recesso da Printhaus: i prodotti personalizzati sono esclusi per legge, per gli articoli non personalizzati hai 14 giorni. Come recedere e reclamare.',
        headline: 'Diritto di recesso',
        body: `## Prodotti personalizzati: niente recesso

Quasi tutto ciò che vendiamo viene realizzato apposta per te, con le tue foto e i tuoi testi: biglietti, calendari, fotolibri, stampe foto e stampe da parete. ${ch ? 'Per questi prodotti realizzati su misura non è possibile il recesso.' : 'Per i beni confezionati su misura o chiaramente personalizzati la legge esclude il diritto di recesso (art. 59, comma 1, lettera c del Codice del Consumo).'} Non possiamo quindi riprenderli solo perché hai cambiato idea. Questo non vale, naturalmente, se il prodotto è difettoso: in quel caso ci pensiamo noi (vedi sotto).

## Articoli non personalizzati: 14 giorni

${ch ? 'In Svizzera la legge non prevede un diritto di recesso generale per gli acquisti online. Per gli articoli non personalizzati, per esempio le cornici vuote, ti concediamo comunque volontariamente un diritto di recesso di 14 giorni, alle condizioni descritte qui.' : 'Per gli articoli non personalizzati, per esempio le cornici vuote, hai diritto di recedere dal contratto entro 14 giorni senza indicarne il motivo.'} Il termine decorre dal giorno in cui tu, o una persona da te indicata, ricevi la merce.

## Come esercitare il recesso

Per esercitare il recesso inviaci una dichiarazione esplicita prima della scadenza del termine, via e-mail a service@printhaus.example o per posta a Printhaus GmbH, Lindenstraße 41, 10969 Berlin, Germania. Puoi usare il modulo qui sotto, ma non è obbligatorio. Ti confermiamo subito la ricezione.

> Destinatario: Printhaus GmbH, Lindenstraße 41, 10969 Berlin, Germania, service@printhaus.example
> Con la presente notifico il recesso dal mio contratto di vendita dei seguenti beni: …
> Ordinato il … / ricevuto il …
> Nome e indirizzo del consumatore: …
> Firma (solo se il modulo è inviato in versione cartacea) e data: …

## Restituzione e rimborso

Rispediscici la merce entro 14 giorni dalla comunicazione del recesso; le spese di restituzione sono a tuo carico. Ti rimborsiamo il prezzo e le spese di consegna standard entro 14 giorni dal ricevimento della tua dichiarazione, con la stessa modalità di pagamento usata per l’ordine. Possiamo trattenere il rimborso finché non abbiamo ricevuto la merce o la prova della spedizione.

## Difetti e reclami: la nostra promessa

Se un prodotto presenta un difetto di stampa, è danneggiato o non corrisponde all’ordine, ristampiamo gratuitamente o ti rimborsiamo – anche per i prodotti personalizzati. Segnalacelo il prima possibile, idealmente entro 14 giorni, tramite la pagina [Contatti](${P.contact}), con il numero d’ordine e una foto. Restano comunque invariati i tuoi diritti di garanzia previsti dalla legge.`,
      },
      imprint: {
        name: c.footer.links.imprint,
        title: 'Note legali e dati societari | Printhaus',
        description:
          'Note legali di Printhaus GmbH: sede, amministratori, registro delle imprese, numero di partita IVA e contatti del gestore del sito e dello shop online.',
        headline: 'Note legali',
        body: `## Gestore del sito

Printhaus GmbH
Lindenstraße 41
10969 Berlin
Germania

## Rappresentanza legale

Amministratori (Geschäftsführer): Clara Weiß, Jonas Albers

## Registro delle imprese

Tribunale del registro: Amtsgericht Berlin-Charlottenburg
Numero di iscrizione: HRB 214587 B

## Partita IVA

Numero di identificazione IVA ai sensi del § 27a della legge tedesca sull’IVA (UStG): DE 318 446 092

## Contatti

Telefono: ${m.hotline} (dal lunedì al venerdì, dalle 9 alle 18)
E-mail: service@printhaus.example

## Responsabile dei contenuti

Responsabile dei contenuti ai sensi del § 18, comma 2 del Trattato interstatale tedesco sui media (MStV): Clara Weiß, Lindenstraße 41, 10969 Berlin, Germania.

## Risoluzione delle controversie

Non partecipiamo a procedure di risoluzione delle controversie davanti a un organismo di conciliazione per i consumatori, ma cerchiamo sempre una soluzione insieme a te: [contattaci](${P.contact}).

## Diritti d’autore

Testi, immagini e grafiche di questo sito sono protetti dal diritto d’autore. Ogni utilizzo al di fuori dei limiti di legge richiede il nostro consenso scritto. I diritti sulle foto che carichi per i tuoi ordini restano tuoi.`,
      },
      privacy: {
        name: c.footer.links.privacy,
        title: 'Informativa sulla privacy | Printhaus',
        description:
          'Come Printhaus tratta i tuoi dati personali secondo il GDPR: ordini, account, newsletter, cookie, pagamenti, tempi di conservazione e i tuoi diritti.',
        headline: 'Informativa sulla privacy',
        body: `## Titolare del trattamento

Printhaus GmbH, Lindenstraße 41, 10969 Berlin, Germania, e-mail: privacy@printhaus.example. Allo stesso indirizzo è raggiungibile il nostro responsabile della protezione dei dati. Trattiamo i tuoi dati nel rispetto del Regolamento generale sulla protezione dei dati (GDPR)${ch ? ' e, per i clienti in Svizzera, della Legge federale sulla protezione dei dati (LPD)' : ''}.

## Quali dati trattiamo e perché

### Ordini

Per elaborare il tuo ordine ci servono nome, indirizzo di consegna e di fatturazione, indirizzo e-mail, eventualmente il numero di telefono, i prodotti ordinati e le foto e i testi che carichi. Base giuridica è l’esecuzione del contratto (art. 6, par. 1, lett. b GDPR). Usiamo le tue foto solo per produrre il tuo ordine, mai per altri scopi.

### Account

Se crei un account salviamo indirizzo e-mail, password cifrata, indirizzi, progetti e ordini, così puoi riprendere i tuoi lavori e riordinare (art. 6, par. 1, lett. b GDPR). Puoi eliminare l’account in qualsiasi momento.

### Newsletter

Ti inviamo la newsletter solo con il tuo consenso (art. 6, par. 1, lett. a GDPR) e con la procedura di double opt-in: l’iscrizione diventa attiva solo dopo che hai confermato il link ricevuto via e-mail. Puoi annullarla in qualsiasi momento con un clic.

### Cookie e consenso

I cookie tecnicamente necessari, per esempio per il carrello e l’accesso, li usiamo sempre, perché senza di essi lo shop non funziona. Tutti gli altri cookie e tecnologie simili li attiviamo solo se dai il tuo consenso nel banner dei cookie; puoi modificarlo o revocarlo in qualsiasi momento dalle impostazioni dei cookie.

### Analisi

Strumenti di analisi statistica, che ci aiutano a capire come viene usato lo shop, li utilizziamo solo con il tuo consenso (art. 6, par. 1, lett. a GDPR) e con indirizzi IP abbreviati.

### Pagamento e spedizione

Trasmettiamo al fornitore del servizio di pagamento che scegli (PayPal, Klarna, ${localPay}, Apple Pay, Google Pay o il nostro fornitore per i pagamenti con carta) i dati necessari per il pagamento. Al corriere comunichiamo nome e indirizzo di consegna e, per l’avviso di consegna, il tuo indirizzo e-mail.

## Per quanto tempo conserviamo i dati

- Dati degli ordini e fatture: 10 anni, per gli obblighi fiscali e contabili previsti dalla legge tedesca
- Foto caricate per un ordine: cancellate 90 giorni dopo la consegna, salvo che tu le abbia salvate in un progetto del tuo account
- Dati dell’account: fino alla cancellazione dell’account
- Iscrizione alla newsletter: fino alla revoca del consenso

Alcuni fornitori hanno sede fuori dall’Unione europea. In questi casi garantiamo un livello di protezione adeguato tramite decisioni di adeguatezza o clausole contrattuali standard della Commissione europea.

## I tuoi diritti

Hai diritto di accesso ai tuoi dati, di rettifica, di cancellazione, di limitazione del trattamento e alla portabilità dei dati, oltre al diritto di opporti al trattamento e di revocare in qualsiasi momento un consenso dato, con effetto per il futuro. Scrivici a privacy@printhaus.example.

Hai inoltre il diritto di proporre reclamo a un’autorità di controllo: ${ch ? 'in Svizzera all’Incaricato federale della protezione dei dati e della trasparenza (IFPDT); nell’Unione europea, per esempio, al Garante per la protezione dei dati personali (www.garanteprivacy.it)' : 'in Italia al Garante per la protezione dei dati personali (www.garanteprivacy.it)'} oppure all’autorità competente per la nostra sede, la Berliner Beauftragte für Datenschutz und Informationsfreiheit.`,
      },
      terms: {
        name: c.footer.links.terms,
        title: 'Condizioni generali di vendita | Printhaus',
        description:
          'Condizioni generali di vendita di Printhaus GmbH: conclusione del contratto, prezzi, consegna, pagamento, diritti sulle immagini, responsabilità e legge applicabile.',
        headline: 'Condizioni generali di vendita',
        body: `## 1. Ambito di applicazione

Le presenti condizioni valgono per tutti gli ordini effettuati presso Printhaus GmbH, Lindenstraße 41, 10969 Berlin, Germania, tramite il nostro shop online e la nostra app. Condizioni diverse del cliente si applicano solo se le abbiamo accettate per iscritto.

## 2. Conclusione del contratto

La presentazione dei prodotti nello shop non costituisce un’offerta vincolante. Con il clic sul pulsante finale dell’ordine invii un’offerta d’acquisto vincolante. L’e-mail che ricevi subito dopo conferma soltanto la ricezione dell’ordine; il contratto si conclude con la nostra conferma d’ordine o con la spedizione della merce. Il testo del contratto viene salvato e lo trovi nel tuo account.

## 3. Prezzi

Tutti i prezzi sono espressi in ${m.currency === 'CHF' ? 'franchi svizzeri' : 'euro'} e comprendono l’IVA${ch ? ' svizzera e gli eventuali dazi' : ' applicabile'}. Le spese di spedizione sono indicate separatamente prima della conclusione dell’ordine.

## 4. Creazione e approvazione

Sei responsabile dei contenuti del tuo progetto: controlla con attenzione testi, date, nomi e ritagli nell’anteprima prima di ordinare. Produciamo il prodotto così come lo hai approvato. Lievi differenze di colore tra schermo e stampa dipendono dalla tecnica e non costituiscono un difetto.

## 5. Consegna

Consegniamo all’indirizzo indicato. I tempi di produzione e consegna indicati sono stime, salvo che sia stata concordata espressamente una data vincolante. Le consegne parziali sono possibili se per te sono ragionevoli, senza costi aggiuntivi.

## 6. Pagamento

Accettiamo i metodi di pagamento indicati nella pagina [Metodi di pagamento](${P.payment}). Il prezzo è dovuto al momento dell’ordine, salvo diverso accordo; per i clienti aziendali con pagamento su fattura valgono i termini indicati in fattura.

## 7. Riserva di proprietà

La merce resta di nostra proprietà fino al pagamento completo.

## 8. Contenuti del cliente e diritti sulle immagini

Caricando foto, testi e loghi dichiari di disporre di tutti i diritti necessari, in particolare del diritto d’autore e del consenso delle persone ritratte. Non stampiamo contenuti illeciti, offensivi, discriminatori o che violano diritti di terzi e possiamo rifiutare gli ordini che li contengono. Se terzi fanno valere nei nostri confronti diritti sui contenuti da te forniti, ci manlevi da ogni relativa pretesa. Usiamo i tuoi contenuti esclusivamente per eseguire l’ordine; i diritti restano tuoi.

## 9. Garanzia

Valgono le norme di legge sulla garanzia. In caso di difetti di stampa o danni da trasporto ristampiamo gratuitamente o ti rimborsiamo; informazioni sul recesso nella pagina [Diritto di recesso](${P.withdrawal}).

## 10. Responsabilità

Rispondiamo senza limiti per dolo e colpa grave, per danni alla vita, al corpo e alla salute e secondo la legge sulla responsabilità per danno da prodotti. Per colpa lieve rispondiamo solo in caso di violazione di obblighi contrattuali essenziali e limitatamente al danno prevedibile e tipico del contratto. Restano salve le norme imperative a tutela dei consumatori.

## 11. Legge applicabile e foro competente

Si applica il diritto della Repubblica federale di Germania, con esclusione della Convenzione delle Nazioni Unite sui contratti di compravendita internazionale di merci. Se sei un consumatore, restano salve le disposizioni imperative dello Stato in cui hai la residenza abituale. Per i clienti aziendali il foro competente è Berlino.`,
      },
      compare: {
        name: c.nav.compare,
        title: 'Stampe da parete: i materiali a confronto | Printhaus',
        description:
          'Tela, plexiglass, alluminio Dibond, poster, stampa gallery, Hahnemühle FineArt e Forex a confronto: caratteristiche, punti di forza e quando scegliere ciascuno.',
        headline: 'I materiali a confronto',
        body: `## Sette materiali, sette caratteri

Ogni materiale cambia l’aspetto della stessa foto. Ecco in breve che cosa li distingue.

### Tela

Tela in misto cotone tesa a mano su telaio in legno: calda, opaca e con una trama leggera che dà un tocco pittorico. Non riflette e perdona anche foto non perfettamente nitide.
**Ideale per:** foto di famiglia, paesaggi, matrimoni. [Scopri la stampa su tela](${P.canvas})

### Plexiglass

La foto dietro una lastra lucida da 5 mm: colori brillanti, neri profondi e un effetto quasi tridimensionale. Riflette come un vetro.
**Ideale per:** foto notturne, colori intensi, ritratti in studio. [Scopri il plexiglass](${P.acrylic})

### Alluminio Dibond

Stampa diretta su pannello di alluminio da 3 mm, opaca e rigidissima, con fondo bianco o spazzolato. Resiste anche all’umidità.
**Ideale per:** architettura, bianco e nero, bagno e cucina. [Scopri l’alluminio](${P.alu})

### Poster

Carta fotografica premium, opaca o lucida, dal piccolo formato fino a 120 x 180 cm. Leggero e conveniente, dà il meglio in cornice.
**Ideale per:** camerette, prime case, chi ama cambiare spesso. [Scopri i poster](${P.poster})

### Stampa gallery

Vera carta fotografica montata su alluminio e protetta da plexiglass: la presentazione delle gallerie d’arte.
**Ideale per:** le tue foto migliori nei grandi formati. [Scopri la stampa gallery](${P.gallery})

### Hahnemühle FineArt

Carte artistiche da museo con inchiostri a pigmenti: superficie opaca e vellutata, sfumature finissime.
**Ideale per:** bianco e nero, ritratti, arte digitale, in cornice con passe-partout. [Scopri la stampa fine art](${P.hahnemuehle})

### Forex

Pannello in PVC espanso leggerissimo, opaco e conveniente, facile da appendere anche senza trapano.
**Ideale per:** uffici, negozi, fiere, camerette. [Scopri il Forex](${P.forex})

## Come scegliere

Parti dalla foto: colori forti chiedono plexiglass o stampa gallery, toni naturali stanno bene su tela, linee nette su alluminio. Poi guarda la stanza: con molta luce evita le superfici lucide, in bagno e in cucina scegli alluminio o plexiglass. Infine il budget: poster e Forex sono i più convenienti, la stampa gallery il massimo della qualità.`,
      },
    },

    magazine: {
      name: c.words.magazine,
      title: 'Magazine Printhaus: idee, consigli e ispirazioni | Printhaus',
      description:
        'Frasi per i biglietti, idee per il calendario foto, consigli per appendere i quadri e scegliere il materiale: il magazine di Printhaus.',
      headline: 'Il magazine di Printhaus',
      subline:
        'Idee, consigli pratici e ispirazioni per dare nuova vita alle tue foto: su carta e in parete.',
      intro: `## Dalle foto nel telefono ai ricordi da toccare

Qui raccogliamo ciò che impariamo ogni giorno in tipografia e dalle domande dei nostri clienti. Cosa scrivere in un biglietto di auguri o di condoglianze, come pianificare un calendario foto mese per mese, a che altezza appendere un quadro e quale materiale scegliere per il soggiorno o la cucina: consigli concreti, esempi e piccoli trucchi, per stampare le tue foto con più gusto e meno dubbi.`,
    },

    articles: {
      cards: [
        {
          slug: 'cosa-scrivere-nei-biglietti',
          name: 'Cosa scrivere in un biglietto',
          title: 'Cosa scrivere in un biglietto: idee per ogni occasione | Printhaus',
          description:
            'Frasi e idee per biglietti di nascita, matrimonio, compleanno, Natale, condoglianze e ringraziamento, con consigli pratici per trovare le parole giuste.',
          headline: 'Cosa scrivere in un biglietto: idee per ogni occasione',
          subline:
            'Dagli auguri di compleanno alle condoglianze: formule, spunti e piccoli trucchi per trovare le parole giuste.',
          teaser:
            'Penna in mano e biglietto bianco? Frasi e consigli per nascita, matrimonio, compleanno, Natale e condoglianze.',
          date: '2026-02-19',
          img: 'hero-cards-stack',
          body: `## La regola d’oro: personale batte perfetto

Nessuno conserva un biglietto per la frase ad effetto copiata da internet. Lo conserva per il ricordo condiviso, il soprannome, la battuta che capite solo voi. Prima di scrivere chiediti: che cosa direi a questa persona se fosse qui davanti a me? Bastano due o tre frasi sincere, con una firma a mano.

## Nascita e battesimo

Ai neogenitori fanno piacere auguri caldi e un pizzico di ironia sulle notti insonni.

- «Benvenuta al mondo, piccola Sofia! Che la tua vita sia piena di meraviglia.»
- «Ci sono mani più piccole delle nostre che da oggi terranno i vostri cuori.»
- Per il battesimo: «Che la luce di questo giorno ti accompagni in tutto il tuo cammino.»

## Matrimonio

Negli auguri agli sposi funzionano bene un augurio per il futuro e un ricordo del passato. «Vi abbiamo visti innamorarvi, ora vi vediamo scegliervi: auguri di cuore per questa nuova avventura.» Se sono amici di lunga data, un aneddoto del vostro primo incontro vale più di qualsiasi citazione.

## Compleanno

Per i compleanni tondi si gioca volentieri con l’età: «50 anni e non sentirli? Noi li sentiamo, ma ti vogliamo bene lo stesso.» Per i 18 anni vanno bene parole di incoraggiamento, per i nonni un grazie per tutto quello che hanno dato. Con un [biglietto di compleanno](${P.occ_birthday}) con foto, l’immagine fa già metà del lavoro: il testo può essere breve.

## Natale e buone feste

Oltre al classico «Buon Natale e felice anno nuovo», prova a raccontare in una riga il vostro anno: «Un trasloco, un cane nuovo e tanta pasta al forno: vi auguriamo un Natale altrettanto pieno!» Nei [biglietti di Natale](${P.occ_christmas}) aziendali resta sobrio e ringrazia per la collaborazione.

## Condoglianze

Qui meno è meglio. Evita frasi come «so cosa provi»; scegli invece parole semplici: «Ti sono vicino in questo momento di dolore», «Porteremo sempre con noi il sorriso di Marco». Se conoscevi la persona, un breve ricordo è il regalo più prezioso. Offri un aiuto concreto solo se puoi davvero darlo.

## Ringraziamenti

Un buon grazie è specifico: non «grazie per il regalo», ma «grazie per la macchina del caffè, ora le nostre domeniche cominciano con un espresso perfetto». Per i [ringraziamenti](${P.occ_thanks}) di matrimonio o di laurea aggiungi una foto della giornata.

## Tre trucchi per non sbagliare

1. Scrivi prima una bozza su un foglio, poi ricopiala sul biglietto.
2. Controlla nomi, date e accenti: sono gli errori che si notano di più.
3. Per le tirature importanti ordina prima un [biglietto campione](${P.samples}) e leggi il testo stampato con calma.`,
        },
        {
          slug: 'pianificare-calendario-foto',
          name: 'Pianificare il calendario foto',
          title: 'Calendario foto: come pianificare tutto l’anno | Printhaus',
          description:
            'Come scegliere le foto per ogni mese, il formato giusto e le date da inserire: la guida pratica per creare un calendario foto per tutto l’anno.',
          headline: 'Il calendario foto perfetto: come pianificare tutto l’anno',
          subline:
            'Dalle foto giuste per ogni mese alle date da non dimenticare: una guida passo passo per il tuo calendario.',
          teaser:
            'Foto di stagione, compleanni, onomastici e vacanze: come pianificare un calendario foto che funziona per dodici mesi.',
          date: '2026-09-24',
          img: 'mag-calendar-planning',
          body: `## Parti dalle foto, non dal formato

Il momento migliore per iniziare un calendario è… durante l’anno. Crea sul telefono un album chiamato «Calendario» e aggiungi ogni foto che ti piace appena la scatti. In autunno avrai già una selezione pronta, invece di scorrere migliaia di immagini all’ultimo momento. Punta a 20–25 candidate per 13 pagine: la scelta finale sarà più facile.

## Un mese, una stagione

Le foto funzionano meglio quando «parlano» con il mese in cui compaiono. Qualche idea:

- **Gennaio e febbraio:** neve, settimana bianca, carnevale
- **Aprile e maggio:** fiori, gite di primavera, la Comunione dei bambini
- **Luglio e agosto:** mare, montagna, la cena di Ferragosto
- **Settembre e ottobre:** primo giorno di scuola, vendemmia, passeggiate nei boschi
- **Dicembre:** l’albero, la famiglia riunita, la foto più bella dell’anno

Per la copertina scegli un’immagine forte e nitida, magari un ritratto di tutta la famiglia.

## Scegli il formato giusto

Guarda le tue foto: se sono quasi tutte verticali, scatti da smartphone, scegli un [calendario da parete](${P.wallCalendar}) in A4 o A3 verticale. Per paesaggi e foto di gruppo va meglio l’orizzontale. Se il calendario deve organizzare la vita di casa, prendi un [planner familiare](${P.familyPlanner}) con una colonna per ciascuno; per la scrivania dell’ufficio c’è il [calendario da tavolo](${P.deskCalendar}).

## Le date da non dimenticare

Un calendario personalizzato diventa davvero utile con le date giuste già stampate:

1. Compleanni e anniversari di tutta la famiglia
2. Gli onomastici, che in tanti festeggiano ancora
3. Le festività nazionali e il santo patrono della tua città
4. Le vacanze scolastiche ${schoolHolidays} e i giorni di ponte

Inseriscile una volta nell’editor: restano salvate nel progetto anche per l’anno successivo.

## Quando ordinare

Se il calendario è un regalo di Natale, ordinalo entro fine novembre o i primi giorni di dicembre: eviti la corsa dell’ultimo minuto e hai tempo per un secondo esemplare per i nonni. Ricorda che il mese di inizio è libero: un calendario da settembre è perfetto per chi vive al ritmo dell’anno scolastico.

## Il controllo finale

Prima di ordinare sfoglia l’anteprima mese per mese: le foto sono nel mese giusto? I volti sono lontani dalla spirale? I nomi sono scritti correttamente? Cinque minuti di controllo valgono dodici mesi di soddisfazione.`,
        },
      ],
      wallart: [
        {
          slug: 'altezza-giusta-quadri-gallery-wall',
          name: 'A che altezza appendere i quadri',
          title: 'A che altezza appendere i quadri: la guida | Printhaus',
          description:
            'A che altezza appendere un quadro, quanta distanza lasciare sopra il divano e come comporre una gallery wall: misure, attrezzi e consigli pratici.',
          headline: 'A che altezza appendere i quadri (e come creare una gallery wall)',
          subline:
            'La regola dei 145 cm, le distanze giuste e un sistema semplice per comporre una parete di quadri.',
          teaser:
            'La regola dei 145 cm, le misure sopra divano e letto e come comporre una gallery wall senza sbagliare un buco.',
          date: '2026-03-26',
          img: 'mag-hanging-height',
          body: `## La regola dei 145 cm

L’errore più comune è appendere i quadri troppo in alto. Musei e gallerie seguono una regola semplice: il **centro** dell’immagine si trova a circa 145–155 cm dal pavimento, più o meno all’altezza degli occhi di una persona in piedi. Misura dal pavimento, segna il centro e calcola da lì la posizione del gancio, tenendo conto della distanza tra gancio e bordo superiore del quadro.

## Sopra il divano, il letto o la credenza

Quando il quadro è sopra un mobile, conta il mobile e non il pavimento. Lascia 15–25 cm tra lo schienale del divano, la testiera del letto o il piano della credenza e il bordo inferiore del quadro: così quadro e mobile formano un insieme. La larghezza ideale è circa due terzi di quella del mobile; sopra un divano da 2 metri, un quadro o una composizione larga 120–140 cm.

## La gallery wall passo per passo

Una parete di quadri sembra casuale, ma funziona solo se segui qualche regola.

1. **Scegli un filo conduttore:** le stesse cornici, una palette di colori comune o solo foto in bianco e nero.
2. **Prova sul pavimento:** disponi i quadri a terra finché la composizione ti convince, poi fotografala.
3. **Ritaglia delle sagome di carta** della misura di ogni quadro, segna il punto del gancio e fissale al muro con il nastro di carta.
4. **Mantieni distanze regolari:** 5–8 cm tra un quadro e l’altro danno un aspetto ordinato.
5. **Parti dal centro:** appendi prima il quadro più grande all’altezza degli occhi, poi gli altri intorno.

Per una gallery wall coordinata, le nostre [cornici](${P.frames}) in legno e alluminio sono disponibili in tutti i formati da 20 x 30 a 80 x 120 cm.

## Gli attrezzi giusti

Metro, matita, livella (va bene anche l’app dello smartphone), trapano e tasselli adatti al muro. Sul cartongesso usa tasselli specifici per pareti cave; i quadri leggeri come il [Forex](${P.forex}) o i poster in cornici sottili si possono appendere anche con strisce adesive removibili.

## Peso e sicurezza

Tele e plexiglass nei grandi formati pesano più di quanto sembri. Dai 60 cm di larghezza in su usa due punti di fissaggio: il quadro resta dritto e il peso si distribuisce meglio. Le nostre [stampe su tela](${P.canvas}) arrivano già con i ganci montati, dai 60 cm con due ganci.`,
        },
        {
          slug: 'formato-e-materiale-giusti',
          name: 'Formato e materiale giusti',
          title: 'Quale formato e materiale per ogni stanza | Printhaus',
          description:
            'Quanto deve essere grande un quadro e quale materiale scegliere per soggiorno, camera, cucina e bagno: misure, luce, umidità e risoluzione delle foto.',
          headline: 'Quale formato e quale materiale per ogni stanza',
          subline:
            'Misure, luce e umidità: come scegliere la stampa da parete giusta per soggiorno, camera, cucina e bagno.',
          teaser:
            'Quanto grande, quale materiale e dove: la guida per scegliere la stampa giusta per ogni stanza della casa.',
          date: '2026-06-11',
          img: 'hero-canvas-livingroom',
          body: `## Prima la misura: la regola dei due terzi

Un quadro troppo piccolo si perde sulla parete, uno troppo grande la schiaccia. Come punto di partenza, il quadro dovrebbe occupare circa due terzi della larghezza del mobile sotto di lui, oppure circa metà della parete libera. Conta anche la distanza da cui lo guardi: da 2–3 metri, per esempio dal divano, un 60 x 90 o un 80 x 120 cm rende molto meglio di un 30x40.

Un trucco semplice: ritaglia un foglio di carta da pacchi nella misura che hai in mente e fissalo al muro per un paio di giorni. Capirai subito se è quella giusta.

## Soggiorno

È la stanza dei formati grandi e delle foto più importanti. La [stampa su tela](${P.canvas}) è la scelta classica: calda, opaca e senza riflessi. Per paesaggi dai colori intensi o foto notturne il [plexiglass](${P.acrylic}) crea una profondità straordinaria, ma evita la parete di fronte alla finestra.

## Camera da letto

Qui cerchiamo calma: toni morbidi, paesaggi, ricordi di viaggio. Tela o stampe fine art in cornice con passe-partout sono ideali; sopra il letto scegli un formato largo, da 100 a 160 cm in totale, anche diviso in due o tre quadri.

## Cucina e bagno

Vapore e umidità mettono alla prova i materiali. L’[alluminio Dibond](${P.alu}) non si deforma e si pulisce con un panno umido; anche il plexiglass sopporta bene l’umidità. Meglio evitare la carta senza vetro vicino ai fornelli o alla doccia.

## Ingresso, corridoio e studio

Spazi stretti, in cui si guarda da vicino: perfetti per piccoli formati in serie o per una gallery wall. Poster in cornice e Forex sono leggeri e convenienti; nello studio una stampa gallery fa una figura professionale con i clienti.

## Luce e riflessi

Nelle stanze molto luminose preferisci superfici opache: tela, alluminio bianco, Hahnemühle, poster opaco. Le superfici lucide danno il meglio in una luce laterale o morbida.

## La foto regge il formato?

Più grande è il quadro, più pixel servono. Come riferimento: per un 40 x 60 cm bastano circa 2.400 x 3.600 pixel, per un 80 x 120 cm ne servono il doppio per lato. Le foto dello smartphone moderno arrivano senza problemi a 60 x 90 cm; il nostro controllo gratuito dell’immagine ti avvisa comunque prima della stampa. Ancora indeciso? Il nostro [confronto dei materiali](${P.compare}) ti aiuta a scegliere.`,
        },
      ],
    },
  }
}
