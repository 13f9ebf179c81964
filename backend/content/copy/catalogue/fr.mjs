// French copy of the catalogue, service, company, legal and magazine pages (lib/catalogue.mjs).
import { expressHours, freeShipping, samplePrice, shippingCost } from '../../lib/markets.mjs'

export default function catalogue(m, c) {
  const P = c.paths
  const be = m.country === 'BE'
  const country = m.country
  const express = expressHours(m)
  const holidays = `jours fériés ${{ BE: 'belges', CH: 'suisses', LU: 'luxembourgeois' }[country] ?? 'français'}`
  const school =
    {
      BE: 'congés scolaires de la Fédération Wallonie-Bruxelles',
      CH: 'vacances scolaires de votre canton',
      LU: 'vacances scolaires luxembourgeoises',
    }[country] ?? 'vacances scolaires des zones A, B et C'
  const carriers =
    {
      BE: 'En Belgique, nous livrons avec bpost et DPD.',
      CH: 'En Suisse, nous livrons avec La Poste suisse ; les droits de douane et la TVA suisse sont déjà compris dans nos prix.',
      LU: 'Au Luxembourg, nous livrons avec POST Luxembourg et DPD.',
    }[country] ?? 'En France, nous livrons avec Colissimo et DPD.'
  const abroad =
    {
      BE: 'notamment en France et au Luxembourg, ainsi qu’en Suisse',
      CH: 'notamment en France, en Belgique et au Luxembourg',
      LU: 'notamment en France et en Belgique, ainsi qu’en Suisse',
    }[country] ?? 'notamment en Belgique et au Luxembourg, ainsi qu’en Suisse'
  const communion = be
    ? 'la première communion, la communion solennelle ou la fête laïque'
    : 'la première communion ou la profession de foi'

  return {
    labels: {
      occasions: 'Des cartes pour chaque occasion',
      cardTypes: c.nav.cardTypes,
      calendars: 'Autres calendriers',
      related: 'Vous aimerez aussi',
      faq: 'Questions fréquentes',
      materials: 'Autres matériaux',
      frames: 'Les cadres au choix',
      latestArticles: 'Derniers articles',
      readArticle: 'Lire l’article',
      calculatorHeadline: 'Choisissez un format et voyez le prix',
      calculatorCta: 'Créer mon tableau',
      designCta: 'Commencer ma création',
      bestseller: c.words.bestseller,
    },

    cards: {
      cards: {
        name: c.nav.cards,
        title: `Cartes personnalisées avec photo | Printhaus`,
        description:
          'Faire-part, cartes de vœux, invitations et remerciements à personnaliser avec vos photos : plus de 3 000 modèles, papier premium, enveloppes incluses.',
        headline: 'Des cartes personnalisées pour tous les moments',
        subline:
          'Plus de 3 000 modèles à personnaliser avec vos photos et vos mots, enveloppes incluses.',
        intro: `## Vos cartes, imprimées avec soin

Naissance, mariage, anniversaire ou simple merci : choisissez un modèle parmi plus de 3 000 créations de nos graphistes, ajoutez vos photos et vos textes, puis vérifiez le rendu final dans l’aperçu. Nous imprimons sur un papier épais de 300 g/m², mat ou satiné, certifié FSC®, et chaque carte est livrée avec son enveloppe – blanche, kraft ou de couleur.

Carte pliée, carte postale, format panoramique ou finition dorure : le format s’adapte à votre message, et plus vous commandez de cartes, plus le prix unitaire baisse. Vous hésitez encore sur le papier ? Commandez jusqu’à 3 [cartes échantillons](${P.samples}) gratuites avant de vous lancer.`,
        faq: [
          {
            q: 'Les enveloppes sont-elles incluses ?',
            a: 'Oui, chaque carte est livrée avec une enveloppe assortie. Vous choisissez la couleur lors de la création : blanche, kraft ou de couleur.',
          },
          {
            q: 'Puis-je modifier les textes d’un modèle ?',
            a: 'Bien sûr. Tous les textes, polices et couleurs sont modifiables, et vous pouvez déplacer ou remplacer chaque photo. L’aperçu vous montre exactement ce qui sera imprimé.',
          },
          {
            q: 'En combien de temps mes cartes sont-elles livrées ?',
            a: `Vos cartes quittent notre imprimerie en 1 à 3 jours ouvrés. La livraison est offerte dès ${freeShipping(m)}, et la livraison express en ${express} h est possible pour les commandes urgentes.`,
          },
        ],
      },

      occ_birth: {
        name: 'Faire-part de naissance',
        title: 'Faire-part de naissance personnalisé avec photo | Printhaus',
        description:
          'Annoncez l’arrivée de bébé avec un faire-part de naissance à son image : photo, prénom, date, poids et taille, papier premium et enveloppes incluses.',
        headline: 'Des faire-part de naissance aussi doux que bébé',
        subline:
          'Sa première photo, son prénom, sa date de naissance : un faire-part que l’on garde précieusement.',
        intro: `## Annoncer la naissance de votre enfant

Un faire-part de naissance se conserve souvent pendant des années – dans une boîte à souvenirs, sur le réfrigérateur des grands-parents ou dans l’album de bébé. Choisissez un modèle tout en douceur ou plutôt graphique, ajoutez une ou plusieurs photos de votre nouveau-né et complétez avec les informations essentielles : prénom, date et heure de naissance, poids et taille.

Nos faire-part sont imprimés sur un papier épais de 300 g/m² au toucher velouté, en carte pliée, carte postale ou format panoramique, avec enveloppes assorties. Astuce : commandez en même temps vos [cartes de remerciement](${P.occ_thanks}) pour les cadeaux de naissance – même modèle, même papier.`,
        faq: [
          {
            q: 'Quand faut-il envoyer le faire-part de naissance ?',
            a: 'Traditionnellement dans les deux à six semaines qui suivent la naissance. Beaucoup de parents choisissent le modèle avant l’accouchement et n’ajoutent la photo et les détails qu’après l’arrivée de bébé.',
          },
          {
            q: 'Mon projet est-il enregistré si je m’interromps ?',
            a: 'Oui : connecté à votre compte, votre création est enregistrée automatiquement dans « Mes projets ». Vous la terminez quand bébé vous en laisse le temps – même depuis l’application.',
          },
          {
            q: 'Les photos de mon smartphone sont-elles assez nettes ?',
            a: 'Oui, les photos des smartphones récents conviennent parfaitement. Si une image est trop petite pour l’emplacement choisi, notre logiciel vous prévient avant la commande.',
          },
        ],
      },

      occ_wedding: {
        name: 'Faire-part de mariage',
        title: 'Faire-part de mariage personnalisés et save the date | Printhaus',
        description:
          'Save the date, faire-part, invitations et remerciements : une papeterie de mariage assortie, personnalisée avec vos photos et imprimée avec soin.',
        headline: 'Une papeterie de mariage à votre image',
        subline:
          'Du save the date aux remerciements : des cartes assorties pour chaque étape de votre grand jour.',
        intro: `## Du save the date aux remerciements

Le faire-part donne la couleur de votre mariage : champêtre, bohème, élégant ou minimaliste. Nos modèles existent en ligne complète, pour que save the date, faire-part, carton d’invitation au dîner et cartes de remerciement se répondent du premier au dernier envoi. Ajoutez vos photos de couple, le programme de la journée – ${be ? 'maison communale' : 'mairie'}, cérémonie, vin d’honneur – et la date limite de réponse.

Pour une touche festive, choisissez une [dorure](${P.type_foil}) or, argent ou or rose sur vos prénoms. Nos cartes sont imprimées sur papier premium de 300 g/m² et livrées avec enveloppes. Commandez d’abord des échantillons pour juger du papier et des couleurs en vrai.`,
        faq: [
          {
            q: 'Quand envoyer les faire-part de mariage ?',
            a: 'Comptez trois à quatre mois avant la date pour le faire-part, et six à douze mois pour le save the date si vos invités doivent voyager. Fixez la date de réponse environ six semaines avant le mariage.',
          },
          {
            q: 'Puis-je commander un échantillon de mon faire-part ?',
            a: `Oui. Jusqu’à 3 cartes échantillons sont gratuites, chaque carte supplémentaire coûte ${samplePrice(m)}. Vous voyez ainsi le papier, la dorure et les couleurs avant la commande définitive.`,
          },
          {
            q: 'Combien de faire-part faut-il commander ?',
            a: 'Comptez un faire-part par foyer invité, et non par personne. Ajoutez une dizaine d’exemplaires pour les souvenirs, les témoins et les oublis de dernière minute.',
          },
        ],
      },

      occ_birthday: {
        name: 'Cartes d’anniversaire',
        title: 'Cartes d’anniversaire personnalisées avec photo | Printhaus',
        description:
          'Une carte d’anniversaire avec vos photos et votre message, pour les 1 an, les 30 ans ou les 80 ans de vos proches – imprimée et livrée avec enveloppe.',
        headline: 'Joyeux anniversaire, en version personnelle',
        subline:
          'Une photo complice, quelques mots qui font sourire : bien plus qu’une carte achetée au dernier moment.',
        intro: `## Une carte d’anniversaire qui lui ressemble

Une photo de la dernière fête, un souvenir d’enfance ou un clin d’œil que vous êtes les seuls à comprendre : avec une carte d’anniversaire personnalisée, votre message ne passe pas inaperçu. Nos modèles couvrent tous les âges, des premières bougies aux anniversaires qui comptent – 18, 30, 50 ou 80 ans – avec des chiffres géants, des ballons ou des compositions plus sobres.

Choisissez une carte pliée pour un long message ou une carte postale pour un mot rapide. Vous organisez la fête ? Nos [cartes d’invitation](${P.occ_invitation}) reprennent le même style. Papier de 300 g/m², mat ou satiné, enveloppe incluse.`,
        faq: [
          {
            q: 'Puis-je ajouter plusieurs photos ?',
            a: 'Oui, de nombreux modèles prévoient de deux à neuf emplacements photo, en couverture comme à l’intérieur. Vous changez de mise en page en un clic dans l’outil de création.',
          },
          {
            q: 'Ma carte arrivera-t-elle à temps ?',
            a: `Les cartes quittent notre imprimerie en 1 à 3 jours ouvrés. Si l’anniversaire approche, choisissez la livraison express : votre carte arrive en ${express} h.`,
          },
        ],
      },

      occ_baptism: {
        name: 'Faire-part de baptême',
        title: 'Faire-part de baptême et invitations personnalisés | Printhaus',
        description:
          'Faire-part et invitations de baptême avec photo : modèles tendres ou sobres, papier premium, enveloppes incluses et remerciements assortis.',
        headline: 'Des faire-part pour un baptême tout en douceur',
        subline:
          'Annoncez le baptême, invitez vos proches puis remerciez-les – avec des cartes assorties.',
        intro: `## Faire-part et invitations de baptême

Le baptême réunit souvent toute la famille, parrain et marraine en tête. Avec un faire-part personnalisé, vous annoncez la date, l’église et le lieu de la réception, accompagnés d’une jolie photo de votre enfant. Nos modèles misent sur la délicatesse : tons pastel, motifs floraux, colombe ou croix discrète – ou aucun symbole religieux, pour un ${be ? 'parrainage laïque' : 'baptême républicain'}.

Les cartes sont imprimées sur papier de 300 g/m², mat ou satiné, et livrées avec enveloppes. Après la fête, envoyez des [cartes de remerciement](${P.occ_thanks}) dans le même style, avec les plus belles photos de la journée.`,
        faq: [
          {
            q: 'Quand envoyer le faire-part de baptême ?',
            a: 'Idéalement quatre à six semaines avant la cérémonie, pour que vos invités puissent s’organiser. Indiquez une date de réponse si vous prévoyez un repas.',
          },
          {
            q: 'Puis-je ajouter un texte religieux ou une citation ?',
            a: 'Oui, tous les textes sont libres. Un verset, une prière ou une citation trouvent facilement leur place à l’intérieur d’une carte pliée.',
          },
        ],
      },

      occ_communion: {
        name: 'Cartes de communion',
        title: 'Cartes de communion et faire-part personnalisés | Printhaus',
        description: `Invitations et remerciements pour ${communion} : modèles avec photo, papier premium, enveloppes incluses.`,
        headline: 'Des cartes pour un grand jour de fête',
        subline:
          'Invitations et remerciements pour la communion, avec photo et des mots qui comptent.',
        intro: `## ${be ? 'Première communion et communion solennelle' : 'Première communion et profession de foi'}

C’est souvent la première grande fête dont votre enfant est le héros. Pour ${communion}, nos cartes réunissent une photo, la date, le lieu de la célébration et celui du repas. Les modèles restent sobres et lumineux – blanc, doré, vert tendre – avec des motifs comme l’épi de blé, la colombe ou le calice.

Laissez votre enfant participer : il peut choisir la photo ou écrire lui-même un petit mot pour les remerciements. Papier de 300 g/m², carte pliée ou carte postale, enveloppes incluses. Une [dorure](${P.type_foil}) sur le prénom rend la carte encore plus solennelle.`,
        faq: [
          {
            q: 'Quand envoyer les invitations ?',
            a: 'Quatre à six semaines avant la fête. Les communions ont souvent lieu au printemps, en mai et en juin : pensez à commander suffisamment tôt.',
          },
          {
            q: 'Faut-il envoyer des cartes de remerciement ?',
            a: 'C’est une belle tradition : une carte avec une photo de la journée, envoyée dans les semaines qui suivent, remercie parrain, marraine et invités pour leur présence et leurs cadeaux.',
          },
        ],
      },

      occ_confirmation: {
        name: 'Cartes de confirmation',
        title: 'Cartes de confirmation personnalisées avec photo | Printhaus',
        description:
          'Invitations et remerciements pour la confirmation : des cartes modernes et sobres, personnalisées avec photo et texte, sur papier premium.',
        headline: 'Des cartes de confirmation à leur goût',
        subline:
          'Modernes, sobres et vraiment personnelles : des cartes que les jeunes ont envie d’envoyer.',
        intro: `## Invitations et remerciements pour la confirmation

La confirmation marque une étape importante sur le chemin de la foi – et les jeunes ont leur mot à dire sur le style de leurs cartes. Nos modèles misent sur une typographie moderne, des photos en grand format et des symboles discrets : flamme, colombe ou simple croix. Indiquez la date, l’église et le lieu de la fête, et ajoutez si vous le souhaitez un verset choisi par le confirmand.

Choisissez une carte pliée pour l’invitation et une carte postale pour les remerciements après la fête. Impression sur papier de 300 g/m², mat ou satiné, enveloppes incluses ; vos cartes quittent notre imprimerie en 1 à 3 jours ouvrés.`,
        faq: [
          {
            q: 'Le jeune peut-il créer sa carte lui-même ?',
            a: 'Oui, et c’est une excellente idée. Avec l’application Printhaus, il compose sa carte sur un téléphone connecté à votre compte ; vous n’avez plus qu’à la relire et à la commander.',
          },
          {
            q: 'Puis-je utiliser le même modèle pour les remerciements ?',
            a: 'Oui, la plupart des modèles existent en invitation et en remerciement. Il vous suffit de dupliquer votre projet et d’échanger les textes et les photos.',
          },
        ],
      },

      occ_christmas: {
        name: 'Cartes de Noël',
        title: 'Cartes de Noël et de vœux personnalisées avec photo | Printhaus',
        description:
          'Cartes de Noël et cartes de vœux avec vos photos de famille : modèles festifs, dorure or ou argent, enveloppes incluses et livraison rapide.',
        headline: 'Des cartes de Noël et de vœux qui vous ressemblent',
        subline:
          'Votre photo de famille, vos meilleurs vœux et une touche de dorure : une fin d’année en beauté.',
        intro: `## Cartes de Noël et cartes de vœux

La tradition veut que l’on puisse présenter ses vœux jusqu’à la fin du mois de janvier : cartes de Noël en décembre ou cartes de bonne année en janvier, à vous de choisir. Sélectionnez un modèle festif, chaleureux ou minimaliste, ajoutez la photo de famille de l’année et un message pour Noël, pour la nouvelle année – ou pour les deux.

Nos cartes sont imprimées sur papier de 300 g/m² et livrées avec enveloppes blanches, kraft, rouges ou vert sapin. Pour plus d’éclat, ajoutez une [dorure](${P.type_foil}) or, argent ou or rose sur les étoiles ou vos prénoms. Pensez à commander dès début décembre pour les envoyer l’esprit tranquille.`,
        faq: [
          {
            q: 'Jusqu’à quand commander pour recevoir mes cartes avant Noël ?',
            a: 'Nous indiquons chaque année en décembre la date limite exacte en haut de notre site. En règle générale, une commande passée une semaine avant Noël arrive à temps ; avec la livraison express, quelques jours de plus restent possibles.',
          },
          {
            q: 'Proposez-vous des cartes de vœux pour les entreprises ?',
            a: `Oui : logo, message de la direction et tarifs dégressifs dès 50 cartes. Découvrez notre offre [professionnels](${P.business}).`,
          },
        ],
      },

      occ_sympathy: {
        name: 'Cartes de condoléances',
        title: 'Cartes de condoléances et remerciements de deuil | Printhaus',
        description:
          'Cartes de condoléances et cartes de remerciement après un décès : des modèles sobres et respectueux, personnalisables avec photo et texte.',
        headline: 'Des mots justes dans les moments difficiles',
        subline:
          'Des cartes sobres pour exprimer votre sympathie ou remercier ceux qui vous ont soutenus.',
        intro: `## Exprimer sa sympathie, remercier pour le soutien

Quand les mots manquent, une carte écrite à la main reste l’un des gestes les plus précieux. Nos cartes de condoléances sont volontairement sobres : teintes douces, motifs inspirés de la nature et beaucoup d’espace pour quelques lignes personnelles. Pour les familles en deuil, nous proposons aussi des cartes de remerciement avec la photo du défunt, ses dates et un texte de gratitude pour les marques de sympathie reçues.

Tous les textes sont modifiables, et nos modèles proposent des formulations que vous pouvez adapter. Les cartes sont imprimées sur papier mat de 300 g/m², livrées avec enveloppes blanches ou grises, et quittent notre imprimerie en 1 à 3 jours ouvrés – en ${express} h avec la livraison express si nécessaire.`,
        faq: [
          {
            q: 'Que faut-il écrire dans une carte de condoléances ?',
            a: `Restez simple et sincère : quelques mots de sympathie, un souvenir de la personne disparue si vous l’avez connue, et une proposition d’aide concrète. Vous trouverez des exemples de formulations dans notre [magazine](${P.magazine}).`,
          },
          {
            q: 'Dans quel délai envoyer les remerciements après un décès ?',
            a: 'Il n’y a pas de règle stricte : la plupart des familles les envoient dans les quatre à six semaines qui suivent les obsèques. Prenez le temps qu’il vous faut.',
          },
        ],
      },

      occ_thanks: {
        name: 'Cartes de remerciement',
        title: 'Cartes de remerciement personnalisées avec photo | Printhaus',
        description:
          'Un merci après un mariage, une naissance, un anniversaire ou un départ : cartes de remerciement avec vos photos, papier premium et enveloppes incluses.',
        headline: 'Un merci qui fait vraiment plaisir',
        subline:
          'Après la fête, un merci personnel avec les plus belles photos du jour – bien plus qu’un simple message.',
        intro: `## Des remerciements pour toutes les occasions

Après un mariage, une naissance, un baptême ou un anniversaire, une carte de remerciement avec une photo de la journée touche bien plus qu’un message sur le téléphone. Choisissez un modèle avec une seule grande photo ou un pêle-mêle de plusieurs moments, ajoutez un mot pour vos invités et complétez-le à la main avant l’envoi.

Nos cartes de remerciement existent en carte postale, carte pliée et format panoramique. Le papier de 300 g/m² se prête très bien à l’écriture au stylo. Vous avez déjà créé vos faire-part chez nous ? Dupliquez votre projet : polices et couleurs restent parfaitement assorties.`,
        faq: [
          {
            q: 'Dans quel délai envoyer une carte de remerciement ?',
            a: 'Idéalement dans le mois qui suit l’événement. Après un mariage, on admet jusqu’à trois mois, le temps de recevoir les photos du photographe.',
          },
          {
            q: 'Puis-je écrire à la main sur les cartes ?',
            a: 'Oui. Le papier mat s’écrit parfaitement au stylo-bille ou au feutre. Sur la finition satinée, préférez un stylo à encre gel ou permanente pour éviter les traces.',
          },
        ],
      },

      occ_invitation: {
        name: 'Cartes d’invitation',
        title: 'Cartes d’invitation personnalisées avec photo | Printhaus',
        description:
          'Invitations pour anniversaire, crémaillère, baby shower ou pot de départ : cartes personnalisées avec photo, papier premium et enveloppes incluses.',
        headline: 'Des invitations qui donnent envie de venir',
        subline:
          'Anniversaire, crémaillère ou baby shower : une invitation avec photo annonce la couleur de la fête.',
        intro: `## Des invitations pour toutes vos fêtes

Une jolie invitation, c’est le premier avant-goût de la fête. Nos modèles couvrent les anniversaires d’enfants et d’adultes, les crémaillères, les baby showers, les départs à la retraite, les garden-parties et les réveillons. Ajoutez une photo, la date, l’heure, l’adresse et la date limite de réponse – sans oublier le thème ou le dress code si la fête en a un.

Carte postale pour l’essentiel, carte pliée pour un programme détaillé ou carte panoramique pour un effet garanti : toutes nos invitations sont imprimées sur papier de 300 g/m² et livrées avec enveloppes. Elles quittent notre imprimerie en 1 à 3 jours ouvrés.`,
        faq: [
          {
            q: 'Combien de temps à l’avance envoyer une invitation ?',
            a: 'Trois à quatre semaines pour un anniversaire ou une crémaillère, six à huit semaines pour une grande fête où certains invités viennent de loin.',
          },
          {
            q: 'Puis-je ajouter un plan ou un QR code ?',
            a: 'Oui, vous importez un plan ou un QR code comme une photo – par exemple vers une liste de cadeaux ou un formulaire de réponse. Prévoyez au moins 2 cm de côté pour qu’il reste lisible.',
          },
        ],
      },

      type_folded: {
        name: c.cardTypes.folded,
        title: `Cartes pliées personnalisées avec photo | Printhaus`,
        description:
          'Cartes pliées personnalisées avec photo : quatre faces à créer, trois formats, papier 300 g/m² mat ou satiné et enveloppes assorties incluses.',
        headline: 'Cartes pliées : de la place pour tout dire',
        subline:
          'Quatre faces à personnaliser : une photo en couverture, votre message et d’autres photos à l’intérieur.',
        intro: `## Le classique des grandes occasions

La carte pliée est le format préféré pour les faire-part et les invitations : la couverture attire le regard, l’intérieur offre de la place pour un long texte, un programme ou plusieurs photos, et le dos peut accueillir un petit mot ou vos coordonnées. Elle existe au format A6 (10,5 x 14,8 cm), A5 (14,8 x 21 cm) et carré (14,5 x 14,5 cm), en portrait ou en paysage.

Chaque carte est rainée et pliée dans notre atelier, prête à être glissée dans son enveloppe :

- papier premium de 300 g/m², mat ou satiné, certifié FSC®
- rainage précis pour un pli net, sans craquelure
- enveloppes assorties incluses : blanches, kraft ou de couleur
- en option, une [dorure](${P.type_foil}) or, argent ou or rose`,
        faq: [
          {
            q: 'Les cartes sont-elles livrées pliées ?',
            a: 'Oui, nous rainons et plions chaque carte dans notre atelier. Vous n’avez plus qu’à écrire, glisser la carte dans l’enveloppe et la poster.',
          },
          {
            q: 'Quel format choisir ?',
            a: 'Le carré est très apprécié pour les faire-part, le A6 pour les remerciements et le A5 dès que vous souhaitez beaucoup de photos ou un long texte.',
          },
        ],
      },

      type_postcard: {
        name: c.cardTypes.postcard,
        title: 'Cartes postales personnalisées avec vos photos | Printhaus',
        description:
          'Créez vos cartes postales avec vos photos : format A6 ou carré, recto verso, carton épais de 350 g/m², pour remerciements, invitations et voyages.',
        headline: 'Des cartes postales avec vos propres photos',
        subline:
          'Recto verso, en carton épais : parfaites pour un merci, une invitation ou des nouvelles de vacances.',
        intro: `## Simple, efficace et toujours appréciée

La carte postale va droit au but : une belle photo au recto, votre message au verso. Vous pouvez garder un verso classique pour écrire à la main, avec les lignes d’adresse et l’emplacement du timbre, ou le personnaliser entièrement avec un texte imprimé et d’autres photos.

Nous imprimons les cartes postales au format A6 (10,5 x 14,8 cm) ou carré (14,5 x 14,5 cm) sur un carton rigide de 350 g/m², en finition mate ou satinée. Au format A6, elles voyagent sans enveloppe ; nous en joignons toutefois une à chaque carte, pour les remettre en main propre ou les envoyer plus discrètement.`,
        faq: [
          {
            q: 'Puis-je envoyer la carte postale sans enveloppe ?',
            a: 'Oui, au format A6 elle s’envoie comme une carte postale classique : il suffit de la timbrer. Le carton de 350 g/m² résiste très bien au tri postal.',
          },
          {
            q: 'Le verso est-il aussi personnalisable ?',
            a: 'Entièrement. Gardez la mise en page classique avec lignes d’adresse ou remplacez-la par un texte, un pêle-mêle de photos ou un plan d’accès.',
          },
        ],
      },

      type_panorama: {
        name: c.cardTypes.panorama,
        title: 'Cartes panoramiques personnalisées au format long | Printhaus',
        description:
          'Cartes panoramiques au format allongé 21 x 10 cm : idéales pour les paysages, les photos de groupe et les faire-part originaux. Enveloppes incluses.',
        headline: 'Voir grand avec le format panoramique',
        subline:
          'Le format long pour les paysages, les photos de groupe et les faire-part qui sortent du lot.',
        intro: `## Quand une photo a besoin de place

Une vue sur la mer, toute la famille réunie sur un banc, une série de photos côte à côte : certaines images méritent plus de largeur. La carte panoramique, au format allongé de 21 x 10 cm, leur offre cette place et donne à votre faire-part ou à votre invitation une silhouette élégante et inattendue.

Elle existe en version simple, imprimée recto verso, ou en version pliée, avec une double page intérieure pour vos textes. Imprimée sur papier de 300 g/m², mat ou satiné, elle est livrée avec une enveloppe au format long. Un conseil : recadrez vos photos dans l’outil de création pour placer le sujet principal exactement où vous le souhaitez.`,
        faq: [
          {
            q: 'Quelles photos conviennent au format panoramique ?',
            a: 'Les paysages, les photos de groupe et les panoramas pris au smartphone. Vous pouvez aussi juxtaposer trois ou quatre photos verticales pour raconter une petite histoire.',
          },
          {
            q: 'Les enveloppes sont-elles adaptées au format ?',
            a: 'Oui, chaque carte panoramique est livrée avec une enveloppe au format DL (11 x 22 cm), un format courant que la poste achemine sans difficulté.',
          },
        ],
      },

      type_foil: {
        name: c.cardTypes.foil,
        title: 'Cartes avec dorure or, argent ou or rose | Printhaus',
        description:
          'Faire-part et cartes de vœux avec dorure à chaud or, argent ou or rose : un effet métallisé qui brille et se sent au toucher, sur papier épais.',
        headline: 'La dorure qui fait briller vos cartes',
        subline:
          'Or, argent ou or rose : une finition métallisée qui capte la lumière et se sent du bout des doigts.',
        intro: `## Une finition précieuse pour les grands moments

Prénoms des mariés, étoiles de Noël, chiffre d’un anniversaire : avec la dorure, certains éléments de votre carte sont recouverts d’une fine feuille métallique qui accroche la lumière. Nous appliquons la dorure à chaud sur un papier épais de 350 g/m², ce qui crée un léger relief que l’on sent au toucher. Trois teintes sont proposées :

- **or** – classique et chaleureux
- **argent** – élégant, parfait pour les fêtes d’hiver
- **or rose** – doux et moderne, très prisé pour les mariages et les naissances

Les zones dorées sont déjà prévues dans nos modèles, et vous y placez vos propres textes. Comme une dorure se révèle vraiment sur le papier, nous vous conseillons de commander d’abord des [cartes échantillons](${P.samples}).`,
        faq: [
          {
            q: 'Puis-je appliquer la dorure sur mes photos ?',
            a: 'Non, la dorure s’applique aux textes, aux motifs et aux aplats, pas aux photos. Nos modèles indiquent clairement les zones dorées.',
          },
          {
            q: 'La dorure allonge-t-elle le délai de fabrication ?',
            a: 'Comptez un jour ouvré de plus que pour une carte classique : la dorure est une étape de finition à part entière, contrôlée à la main.',
          },
        ],
      },

      samples: {
        name: 'Cartes échantillons',
        title: 'Cartes échantillons : jusqu’à 3 cartes gratuites | Printhaus',
        description:
          'Testez papier, couleurs et dorure avant de commander : jusqu’à 3 cartes échantillons de votre propre création sont gratuites.',
        headline: 'Testez avant de commander',
        subline:
          'Jusqu’à 3 cartes échantillons gratuites de votre création : papier, couleurs et textes en vrai.',
        intro: `## Voir et toucher avant de décider

Un écran ne remplace pas le papier. Pour des faire-part de mariage ou de naissance, il est rassurant de tenir sa carte en main avant de lancer toute la commande : le grammage, la finition mate ou satinée, le rendu des photos, l’éclat d’une dorure. Vous pouvez donc commander des échantillons de votre propre création, imprimés exactement comme le sera la commande finale.

Jusqu’à 3 cartes échantillons sont gratuites, chaque carte supplémentaire coûte ${samplePrice(m)}. Sélectionnez simplement l’option échantillon à la fin de votre création. Relisez vos textes, vérifiez les couleurs, puis passez la commande définitive depuis votre compte, sans rien recréer.`,
        faq: [
          {
            q: 'Les échantillons sont-ils imprimés avec mes photos ?',
            a: 'Oui, vous recevez votre propre création, sur le papier et avec la finition choisis. Vous jugez ainsi le résultat final, et pas un simple modèle.',
          },
          {
            q: 'Combien coûte un échantillon supplémentaire ?',
            a: `Les 3 premières cartes échantillons sont offertes, chaque carte supplémentaire coûte ${samplePrice(m)}. Pratique pour comparer plusieurs modèles ou papiers.`,
          },
          {
            q: 'Puis-je encore modifier ma carte après l’échantillon ?',
            a: 'Bien sûr. Votre projet reste enregistré dans votre compte : corrigez un texte ou changez une photo, puis commandez la quantité souhaitée.',
          },
        ],
      },

      wallCalendar: {
        name: c.calendarTypes.wandkalender,
        title: `Calendrier mural photo personnalisé | Printhaus`,
        description:
          'Calendrier mural photo en A4, A3 ou carré 30 x 30 cm, portrait ou paysage : papier premium satiné, mois de départ au choix, reliure spirale.',
        headline: 'Votre calendrier mural, mois après mois',
        subline:
          'Le grand classique en A4, A3 ou carré : vos douze photos préférées, accrochées bien en vue.',
        intro: `## Le calendrier photo par excellence

Le calendrier mural est le cadeau préféré des grands-parents, et pour cause : chaque mois, une nouvelle photo de famille prend place au mur. Choisissez le format A4 ou A3, en portrait ou en paysage, ou le format carré de 30 x 30 cm, puis le mois de départ – janvier, septembre pour suivre l’année scolaire, ou n’importe quel autre.

Les pages sont imprimées sur un papier premium satiné de 250 g/m², sur lequel on écrit facilement. Ajoutez les anniversaires de la famille, les ${holidays} et les ${school}. Une couverture, douze mois, une reliure spirale blanche, noire ou argentée et un crochet : votre calendrier arrive prêt à accrocher.`,
        faq: [
          {
            q: 'Puis-je mettre plusieurs photos par mois ?',
            a: 'Oui, chaque page propose des mises en page d’une à huit photos, et vous pouvez en changer d’un mois à l’autre.',
          },
          {
            q: 'Le calendrier est-il livré avec un crochet ?',
            a: 'Oui, chaque calendrier mural est équipé d’un crochet métallique intégré à la reliure spirale.',
          },
        ],
      },

      deskCalendar: {
        name: c.calendarTypes.tischkalender,
        title: 'Calendrier de bureau photo personnalisé | Printhaus',
        description:
          'Calendrier de bureau photo en A5, A6, carré ou format long : socle rigide, papier premium, mois de départ au choix. Un cadeau idéal pour le bureau.',
        headline: 'Un petit calendrier pour votre bureau',
        subline:
          'Compact et stable sur son socle : vos photos préférées à côté de l’écran ou sur le comptoir.',
        intro: `## Vos photos à portée de regard

Le calendrier de bureau trouve sa place partout : à côté de l’écran, sur le comptoir de la boutique ou sur la table de nuit. Il tient sur un socle en carton rigide et se feuillette grâce à sa reliure spirale. Quatre formats sont proposés : A5 et A6 en paysage, carré de 14,5 x 14,5 cm et format long de 26,5 x 12 cm, qui se glisse parfaitement sous un écran.

Comme tous nos calendriers, il est imprimé sur papier premium satiné et commence le mois de votre choix. Les ${holidays} s’affichent sur demande. Un joli cadeau pour les collègues – et un support idéal pour les entreprises qui souhaitent offrir un calendrier à leur logo.`,
        faq: [
          {
            q: 'Le socle est-il inclus ?',
            a: 'Oui, le socle est fixé au calendrier et livré prêt à poser. Il reste stable même lorsque vous tournez les pages.',
          },
          {
            q: 'Puis-je commander plusieurs exemplaires avec mon logo ?',
            a: `Oui. Pour les entreprises, nous proposons des tarifs dégressifs dès 50 exemplaires et le paiement sur facture – voir notre page [professionnels](${P.business}).`,
          },
        ],
      },

      familyPlanner: {
        name: c.calendarTypes.familienplaner,
        title: 'Calendrier familial photo à colonnes | Printhaus',
        description:
          'Le calendrier familial photo avec jusqu’à cinq colonnes : une par membre de la famille, vos photos en haut et beaucoup de place pour écrire.',
        headline: 'Toute la famille organisée sur un seul calendrier',
        subline:
          'Jusqu’à cinq colonnes, une par personne : rendez-vous, activités et anniversaires d’un coup d’œil.',
        intro: `## Fini les agendas éparpillés

Dentiste, judo, réunion parents-professeurs, anniversaire de mamie : dans une famille, les rendez-vous se multiplient. Le calendrier familial regroupe tout sur une seule page par mois, avec une colonne par personne – jusqu’à cinq sur le format 20 x 40 cm, jusqu’à trois sur le format étroit de 15 x 40 cm. En haut de chaque mois, une photo de votre choix ; en tête de colonne, le prénom de chacun.

Le papier satiné de 250 g/m² s’écrit facilement au stylo comme au crayon. Les ${holidays}, les ${school} et les anniversaires peuvent être inscrits d’avance. Reliure spirale et crochet inclus : il ne reste qu’à lui trouver une place bien visible, dans l’entrée ou dans la cuisine.`,
        faq: [
          {
            q: 'Combien de colonnes puis-je choisir ?',
            a: 'Le format 20 x 40 cm propose jusqu’à cinq colonnes, le format 15 x 40 cm jusqu’à trois. Vous nommez chaque colonne librement – y compris pour le chien ou la nounou.',
          },
          {
            q: 'Puis-je commencer en septembre ?',
            a: 'Oui, c’est même très pratique pour suivre l’année scolaire. Choisissez simplement septembre comme mois de départ lors de la création.',
          },
        ],
      },

      kitchenCalendar: {
        name: c.calendarTypes.kuechenkalender,
        title: 'Calendrier de cuisine photo au format étroit | Printhaus',
        description:
          'Le calendrier de cuisine étroit de 13 x 30 cm : une photo par mois et une ligne par jour pour noter courses, rendez-vous et anniversaires.',
        headline: 'Le calendrier qui tient sur une porte de placard',
        subline: 'Étroit et pratique : une photo par mois et une ligne par jour pour tout noter.',
        intro: `## Petit format, grande utilité

Dans la cuisine, la place au mur est rare – le calendrier de cuisine s’en accommode parfaitement. Avec son format étroit de 13 x 30 cm, il se fixe sur une porte de placard, à côté du réfrigérateur ou sur un pan de mur étroit. En haut, une photo différente chaque mois ; en dessous, une ligne par jour pour noter les courses, les rendez-vous et les anniversaires.

Comme nos autres calendriers, il est imprimé sur papier premium satiné de 250 g/m², avec reliure spirale et crochet. Mois de départ, ${holidays} et dates personnelles : tout se règle en quelques clics. Petit prix, grand effet : une idée de cadeau pour les voisins, les parrains et marraines ou la famille éloignée.`,
        faq: [
          {
            q: 'Avec quoi puis-je écrire sur le calendrier ?',
            a: 'Le papier satiné s’écrit facilement au stylo-bille, au crayon ou au feutre fin. Évitez simplement les marqueurs très humides.',
          },
          {
            q: 'Quelles photos choisir pour un calendrier de cuisine ?',
            a: 'Ce que vous aimez ! Douze plats de famille photographiés par vos soins, avec leur nom sous chaque photo, en font un cadeau original. Les photos en hauteur ou carrées s’adaptent le mieux au format.',
          },
        ],
      },

      appointmentCalendar: {
        name: c.calendarTypes.terminkalender,
        title: 'Calendrier agenda photo en A4 ou A3 paysage | Printhaus',
        description:
          'Le calendrier agenda photo au format paysage A4 ou A3 : une grande grille par mois pour vos rendez-vous, avec vos photos. Pour le bureau et la maison.',
        headline: 'Vos rendez-vous et vos photos réunis',
        subline:
          'Au format paysage A4 ou A3, avec une grande grille mensuelle pour noter chaque rendez-vous.',
        intro: `## Planifier en grand

Le calendrier agenda associe une photo par mois à une grille généreuse, où chaque jour dispose d’une vraie case pour écrire. Au format paysage A4 ou A3, il trouve sa place au-dessus du bureau, dans l’entrée ou en salle des professeurs. Les numéros de semaine et les ${holidays} sont indiqués, les ${school} en option.

Le papier premium satiné de 250 g/m² accepte le stylo, le crayon et le surligneur. Reliure spirale en haut et crochet inclus : le calendrier reste bien à plat contre le mur. Cabinets, associations et petites entreprises peuvent y ajouter leur logo et l’offrir à leurs clients.`,
        faq: [
          {
            q: 'Quelle différence avec le calendrier mural ?',
            a: 'Le calendrier mural met la photo à l’honneur ; le calendrier agenda donne la priorité à l’espace d’écriture, avec une grande case par jour sous une photo plus petite.',
          },
          {
            q: 'Les numéros de semaine sont-ils indiqués ?',
            a: 'Oui, les semaines sont numérotées selon la norme ISO, comme dans la plupart des agendas professionnels.',
          },
        ],
      },

      photobook: {
        name: 'Livre photo',
        title: `Créer son livre photo personnalisé | Printhaus`,
        description:
          'Créez votre livre photo : couverture rigide ou souple, ouverture à plat, de 26 à 154 pages. Papier photo premium, mise en page automatique ou libre.',
        headline: 'Votre histoire, page après page',
        subline:
          'Vacances, mariage, première année de bébé : un livre photo à feuilleter encore et encore.',
        intro: `## Un livre photo à votre image

Vacances, mariage ou première année de bébé : un livre photo raconte une histoire que l’on aime reprendre en main. Choisissez la couverture rigide pour un livre durable, la couverture souple pour un album léger et économique, ou l’ouverture à plat (layflat), dont les pages s’ouvrent sans creux au centre – idéale pour les photos sur double page.

Chaque livre compte 26 pages au départ et peut aller jusqu’à 154 pages. Importez vos photos, laissez notre logiciel proposer une mise en page automatique ou composez chaque double page vous-même, avec textes, fonds et décorations. Impression sur papier photo premium, reliure contrôlée à la main, expédition en 1 à 3 jours ouvrés.`,
        faq: [
          {
            q: 'Combien de photos faut-il pour un livre photo ?',
            a: 'Comptez deux à quatre photos par page en moyenne, soit 60 à 100 photos pour un livre de 26 pages. Une grande photo seule sur une page fait aussi beaucoup d’effet.',
          },
          {
            q: 'Qu’est-ce que l’ouverture à plat ?',
            a: 'Les pages, plus épaisses, sont assemblées de façon à s’ouvrir entièrement à plat, sans creux au centre. Une photo panoramique peut ainsi s’étendre sur toute la double page sans perdre de détails.',
          },
          {
            q: 'Puis-je ajouter des pages en cours de création ?',
            a: 'Oui, tant que vous n’avez pas commandé, vous ajoutez des pages à tout moment jusqu’à 154 pages. Le prix se met à jour automatiquement.',
          },
        ],
      },

      collage: {
        name: 'Pêle-mêle photo',
        title: `Pêle-mêle photo : jusqu’à 60 photos | Printhaus`,
        description:
          'Réunissez jusqu’à 60 photos sur une seule image : pêle-mêle photo en poster ou sur toile, mise en page automatique ou libre, en plusieurs formats.',
        headline: 'Tous vos souvenirs sur une seule image',
        subline:
          'Jusqu’à 60 photos réunies en poster ou sur toile : l’année, les vacances ou la famille d’un coup d’œil.',
        intro: `## Le pêle-mêle photo, l’album qui s’accroche au mur

Un été entier, les 18 ans d’un filleul ou toute une équipe réunie : certains souvenirs tiennent difficilement sur une seule photo. Le pêle-mêle rassemble jusqu’à 60 images sur un même support. Importez vos photos, choisissez une grille régulière, une composition libre ou une forme de cœur, puis ajoutez un titre et une date. Notre logiciel répartit automatiquement les images, que vous déplacez ensuite à volonté.

Faites imprimer votre pêle-mêle en poster sur papier photo premium, idéal dans un cadre, ou sur toile tendue sur châssis, livrée prête à accrocher. Plusieurs formats sont disponibles, du 30 x 40 cm au grand format pour le salon.`,
        faq: [
          {
            q: 'Combien de photos puis-je utiliser ?',
            a: 'De 4 à 60 photos. Plus le format est grand, plus vous pouvez en placer sans que chaque image devienne trop petite : pour 60 photos, nous conseillons au moins 50 x 70 cm.',
          },
          {
            q: 'Les photos doivent-elles avoir la même taille ?',
            a: 'Non. Le logiciel s’adapte aux photos en portrait comme en paysage, et vous pouvez agrandir vos préférées pour les mettre en valeur.',
          },
        ],
      },
    },

    wallart: {
      acrylic: {
        name: 'Impression sur plexiglas',
        title: `Photo sur plexiglas : tableau brillant | Printhaus`,
        description:
          'Votre photo sous plexiglas de 5 mm : couleurs lumineuses, profondeur saisissante, fixation invisible. Du 20 x 30 au 80 x 120 cm, fabriqué à la main.',
        headline: 'L’éclat de votre photo sous plexiglas',
        subline:
          'Des couleurs lumineuses et une profondeur saisissante, derrière 5 mm de verre acrylique.',
        intro: `## Brillance et profondeur

Sous plexiglas, une photo gagne en éclat : les couleurs paraissent plus intenses, les noirs plus profonds, et l’image semble presque flotter devant le mur. Nous imprimons votre photo directement au dos d’une plaque de verre acrylique de 5 mm, qui la protège de la poussière et de l’humidité, puis nous la contrecollons sans bulles sur un support rigide.

Le tableau est livré avec une fixation murale invisible : une fois accroché, il se détache d’environ 2 cm du mur. Le plexiglas sublime particulièrement les photos de nuit, les paysages colorés et les images très contrastées. Formats du 20 x 30 au 80 x 120 cm, en portrait, en paysage ou au carré.`,
        faq: [
          {
            q: 'Le plexiglas reflète-t-il la lumière ?',
            a: `Oui, comme toute surface brillante. Évitez de l’accrocher juste en face d’une fenêtre ; dans une pièce très lumineuse, l’[Alu-Dibond](${P.alu}) mat est une bonne alternative.`,
          },
          {
            q: 'Comment nettoyer un tableau en plexiglas ?',
            a: 'Avec un chiffon microfibre doux et un peu d’eau, éventuellement une goutte de liquide vaisselle. N’utilisez ni produit à vitres à base d’alcool ni essuie-tout, qui rayent la surface.',
          },
        ],
      },

      alu: {
        name: 'Impression sur Alu-Dibond',
        title: `Photo sur Alu-Dibond mat ou brossé | Printhaus`,
        description:
          'Votre photo sur Alu-Dibond de 3 mm : rendu mat et moderne, sans reflets, ou effet aluminium brossé. Du 20 x 30 au 80 x 120 cm, léger et très rigide.',
        headline: 'Moderne et précis : l’Alu-Dibond',
        subline:
          'Mat, sans reflets et d’une netteté remarquable, pour les photos au style contemporain.',
        intro: `## La netteté d’une plaque d’aluminium

L’Alu-Dibond est un panneau composite de 3 mm : deux fines plaques d’aluminium enserrant un cœur en polyéthylène. Il est léger, ne se déforme pas et ne craint pas l’humidité ambiante d’une cuisine ou d’une salle de bains. Nous imprimons directement sur sa surface, soit sur fond blanc mat, soit sur aluminium brossé, où les zones claires de l’image laissent apparaître le reflet du métal.

La finition mate ne reflète pas la lumière : idéale pour les pièces très lumineuses ou un mur face à une fenêtre. L’architecture, le noir et blanc et les paysages urbains y gagnent une netteté remarquable. Formats du 20 x 30 au 80 x 120 cm, livrés avec un système d’accroche monté au dos, qui décolle légèrement le tableau du mur.`,
        faq: [
          {
            q: 'Quelle différence entre blanc mat et alu brossé ?',
            a: 'Sur fond blanc, les couleurs sont fidèles et lumineuses. Sur l’aluminium brossé, les zones blanches de l’image laissent voir le métal : un effet industriel superbe pour le noir et blanc et l’architecture, moins adapté aux portraits.',
          },
          {
            q: 'Puis-je accrocher l’Alu-Dibond dans une salle de bains ?',
            a: 'Oui, le support ne craint pas l’humidité ambiante. Évitez seulement les projections d’eau directes, par exemple juste au-dessus de la baignoire.',
          },
        ],
      },

      poster: {
        name: 'Posters',
        title: `Poster photo personnalisé sur papier premium | Printhaus`,
        description:
          'Imprimez votre photo en poster sur papier photo premium, mat ou brillant, du 20 x 30 cm au grand format, avec ou sans cadre. Livré sans pli, bien protégé.',
        headline: 'Votre photo en poster',
        subline: 'Économique, flexible et en qualité photo : mat ou brillant, avec ou sans cadre.',
        intro: `## La déco murale la plus simple

Le poster est le moyen le plus abordable de transformer une photo en déco murale – et le plus facile à renouveler au fil des saisons. Nous l’imprimons sur un papier photo premium de 250 g/m², en finition mate, qui évite les reflets, ou brillante, qui fait ressortir les couleurs. Les formats vont du 20 x 30 cm au grand format pour le salon, en passant par le 50 x 70 cm, le plus demandé.

Envie d’un résultat fini ? Commandez votre poster avec un [cadre](${P.frames}) en bois ou en aluminium et un passe-partout blanc : nous l’encadrons au millimètre et vous le livrons prêt à accrocher. Sans cadre, il voyage roulé dans un tube en carton rigide et arrive sans le moindre pli.`,
        faq: [
          {
            q: 'Mon poster risque-t-il d’arriver plié ?',
            a: 'Non. Les posters sans cadre sont expédiés roulés dans un tube rigide, les posters encadrés à plat dans un carton renforcé.',
          },
          {
            q: 'Mat ou brillant : quel papier choisir ?',
            a: 'Le mat pour un rendu élégant et sans reflets, idéal sous verre ; le brillant pour des couleurs éclatantes et des photos très contrastées.',
          },
        ],
      },

      gallery: {
        name: c.materials.gallerybond,
        title: `Tirage galerie sous plexiglas | Printhaus`,
        description:
          'Le tirage galerie : un vrai tirage photo contrecollé sur Alu-Dibond et protégé sous plexiglas. La finition des galeries d’art, du 30 x 40 au 80 x 120 cm.',
        headline: 'La finition des galeries, chez vous',
        subline:
          'Un vrai tirage photo, sous plexiglas et sur Alu-Dibond : la présentation préférée des photographes.',
        intro: `## Le tirage photo dans sa plus belle version

Le tirage galerie associe trois matériaux : votre photo est développée sur un véritable papier photo, contrecollée sur une plaque d’Alu-Dibond rigide, puis protégée par une plaque de plexiglas. C’est la présentation que l’on retrouve dans les galeries et les expositions de photographie : la profondeur du verre, la finesse du grain photo et une planéité parfaite.

Au dos, un cadre d’accroche en aluminium décolle le tableau de quelques centimètres du mur, qui semble ainsi flotter. Sur demande, nous le livrons dans une caisse américaine en chêne pour une finition encore plus raffinée. Chaque tirage galerie, du 30 x 40 au 80 x 120 cm, est assemblé à la main, contrôlé puis emballé dans un carton sur mesure.`,
        faq: [
          {
            q: 'Quelle différence avec l’impression sur plexiglas ?',
            a: 'Pour l’impression sur plexiglas, l’encre est appliquée directement sur le verre. Le tirage galerie utilise un vrai papier photo, plus fin dans les détails et les dégradés, qu’il protège ensuite sous plexiglas.',
          },
          {
            q: 'Quelle résolution faut-il pour un tirage galerie ?',
            a: 'Pour un 60 x 90 cm, comptez environ 3 500 x 5 300 pixels pour un résultat optimal. Notre contrôle d’image gratuit vous signale si votre photo est un peu juste.',
          },
        ],
      },

      hahnemuehle: {
        name: 'Tirage Hahnemühle FineArt',
        title: `Tirage fine art sur papier Hahnemühle | Printhaus`,
        description:
          'Tirages fine art sur papier d’art Hahnemühle : qualité musée, encres pigmentaires, du 20 x 30 au 60 x 90 cm. Pour le noir et blanc, la photo d’art, l’illustration.',
        headline: 'Qualité musée sur papier Hahnemühle',
        subline:
          'Papier d’art 100 % coton et encres pigmentaires : le tirage fine art pour vos plus belles images.',
        intro: `## Le papier des artistes et des musées

Depuis 1584, la papeterie allemande Hahnemühle fabrique des papiers d’art utilisés par les photographes, les artistes et les musées du monde entier. Nous imprimons vos images sur le Photo Rag® de 308 g/m², un papier 100 % coton sans acide au toucher velouté, avec des encres pigmentaires d’une grande stabilité. Les noirs sont profonds, les dégradés tout en finesse, et la matière du papier donne à chaque image un caractère unique.

Le tirage fine art convient particulièrement au noir et blanc, aux paysages, aux illustrations et aux reproductions d’œuvres. Il est proposé du 20 x 30 au 60 x 90 cm, avec en option une marge blanche pour la signature. Pour le protéger durablement, nous le livrons volontiers dans un cadre en bois avec passe-partout et verre acrylique.`,
        faq: [
          {
            q: 'Combien de temps un tirage fine art se conserve-t-il ?',
            a: 'Imprimé avec des encres pigmentaires sur papier sans acide et conservé à l’abri du soleil direct, un tirage Hahnemühle garde ses couleurs pendant des décennies – c’est pourquoi musées et galeries l’utilisent.',
          },
          {
            q: 'Faut-il encadrer un tirage fine art ?',
            a: 'C’est vivement conseillé, car le papier n’est pas vernis. Un cadre avec verre le protège de la poussière et des traces de doigts.',
          },
        ],
      },

      forex: {
        name: 'Impression sur Forex',
        title: `Photo sur Forex : léger et abordable | Printhaus`,
        description:
          'Votre photo sur plaque Forex en PVC expansé : légère, rigide et abordable, du 20 x 30 au 60 x 90 cm. Facile à accrocher, pour la déco comme les boutiques.',
        headline: 'Léger, rigide et abordable : le Forex',
        subline:
          'Un panneau en PVC expansé léger et rigide : votre photo sans cadre, à petit prix.',
        intro: `## Le tableau léger par excellence

Le Forex est une plaque de PVC expansé de 5 mm, à la fois rigide et remarquablement légère. Votre photo est imprimée directement sur sa surface blanche et mate, sans reflets, avec des couleurs fidèles. Résultat : un tableau sans cadre au look moderne, qui s’accroche en un instant – idéal dans une location où l’on préfère percer le moins possible.

Proposé du 20 x 30 au 60 x 90 cm, le Forex est une alternative économique à l’Alu-Dibond pour les chambres d’enfants, les logements étudiants ou la déco que l’on change souvent. Les professionnels l’apprécient aussi pour les vitrines, les stands et la signalétique. Il s’utilise en intérieur et se nettoie avec un chiffon doux légèrement humide.`,
        faq: [
          {
            q: 'Quelle différence entre Forex et Alu-Dibond ?',
            a: 'Le Forex est plus léger et moins cher ; l’Alu-Dibond est plus rigide et résiste mieux aux chocs et à l’humidité. Pour un grand format durable, nous conseillons l’Alu-Dibond.',
          },
          {
            q: 'Comment accrocher une plaque Forex ?',
            a: 'Le Forex est livré avec un système d’accroche collé au dos. Pour les petits formats, des bandes adhésives double face spéciales tableaux suffisent aussi.',
          },
        ],
      },

      frames: {
        name: c.nav.frames,
        title: `Cadres photo en bois et aluminium | Printhaus`,
        description:
          'Cadres photo en bois, en aluminium et caisses américaines pour toiles : avec passe-partout et verre, vides ou avec votre photo, du 20 x 30 au 80 x 120 cm.',
        headline: 'Le bon cadre pour chaque image',
        subline:
          'Bois chaleureux, aluminium épuré ou caisse américaine : des cadres sur mesure pour vos photos.',
        intro: `## Un cadre fait toute la différence

Un cadre met une image en valeur, la protège et l’intègre à votre intérieur. Nous proposons trois familles : les ${c.frameTypes.wood.toLowerCase()} – chêne naturel, noir ou blanc – pour une ambiance chaleureuse ; les ${c.frameTypes.alu.toLowerCase()}, fins et précis, pour un style contemporain ; et les ${c.frameTypes.floater.toLowerCase()}, qui entourent les toiles d’un léger jour pour un effet galerie.

Commandez votre cadre vide pour vos propres tirages, ou directement avec votre [poster](${P.poster}) ou votre tirage Hahnemühle : nous l’encadrons alors au millimètre, avec passe-partout blanc et verre acrylique si vous le souhaitez. Tous nos cadres sont livrés prêts à accrocher, dans les formats du 20 x 30 au 80 x 120 cm.`,
        faq: [
          {
            q: 'Puis-je commander un cadre vide ?',
            a: `Oui, tous nos cadres existent vides, avec verre acrylique et fond rigide. Un cadre vide, non personnalisé, peut être retourné dans les 14 jours – voir notre page [droit de rétractation](${P.withdrawal}).`,
          },
          {
            q: 'Le passe-partout est-il inclus ?',
            a: 'Pour les posters et tirages encadrés, le passe-partout blanc est proposé en option à la commande. Il donne de l’air à l’image et l’éloigne du verre.',
          },
        ],
      },

      frame_wood: {
        name: c.frameTypes.wood,
        title: 'Cadres photo en bois massif, avec ou sans photo | Printhaus',
        description:
          'Cadres photo en bois massif : chêne naturel, noir ou blanc, avec passe-partout et verre acrylique en option. Vides ou avec votre photo encadrée.',
        headline: 'Des cadres en bois chaleureux',
        subline:
          'Chêne naturel, noir ou blanc : le bois apporte chaleur et caractère à chaque photo.',
        intro: `## Le bois, un classique intemporel

Nos cadres en bois sont fabriqués en bois massif certifié FSC®, issu de forêts gérées durablement. Trois teintes sont proposées : le chêne naturel, qui laisse voir les veines du bois, le noir profond et le blanc mat. Le profil de 2 cm de large reste discret et convient aussi bien aux petits formats qu’aux grands posters.

Choisissez un cadre vide ou laissez-nous encadrer votre poster ou votre tirage fine art : nous ajoutons sur demande un passe-partout blanc et un verre acrylique incassable, plus léger et plus sûr que le verre minéral – idéal dans une chambre d’enfant. Chaque cadre est livré avec fond rigide, attache murale et patins protège-mur.`,
        faq: [
          {
            q: 'Le cadre est-il équipé de verre ou de plexiglas ?',
            a: 'Nous utilisons un verre acrylique de 2 mm, incassable et bien plus léger que le verre minéral. Il protège l’image tout en restant parfaitement transparent.',
          },
          {
            q: 'Puis-je accrocher le cadre en portrait ou en paysage ?',
            a: 'Oui. Vous choisissez l’orientation à la commande, et nous montons l’attache murale en conséquence.',
          },
        ],
      },

      frame_alu: {
        name: c.frameTypes.alu,
        title: 'Cadres photo en aluminium, fins et modernes | Printhaus',
        description:
          'Cadres photo en aluminium noir mat, argent ou or brossé : un profil fin pour un style épuré, avec passe-partout et verre acrylique en option.',
        headline: 'Des cadres en aluminium épurés',
        subline:
          'Un profil fin en noir, argent ou or brossé, pour le noir et blanc et les intérieurs modernes.',
        intro: `## La finesse du métal

Le cadre en aluminium est le choix des photographes pour leurs expositions : un profil étroit de 1,5 cm, des angles parfaitement ajustés et une finition anodisée qui ne s’altère pas. Il existe en noir mat, en argent brossé et en or brossé – une teinte qui s’accorde très bien au laiton et aux intérieurs chaleureux.

Léger et résistant, il convient aussi aux grands formats jusqu’au 80 x 120 cm sans alourdir le mur. Comme nos cadres en bois, il est proposé vide ou avec votre poster, avec passe-partout blanc et verre acrylique incassable en option. Les photos en noir et blanc, l’architecture et les tirages Hahnemühle y sont particulièrement bien mis en valeur.`,
        faq: [
          {
            q: 'Un cadre en aluminium convient-il à une salle de bains ?',
            a: 'Oui, l’aluminium ne craint pas l’humidité. Évitez toutefois les projections d’eau directes, qui pourraient s’infiltrer derrière le verre.',
          },
          {
            q: 'Aluminium ou bois : que choisir ?',
            a: 'Le cadre en aluminium est plus fin et plus graphique, le cadre en bois plus chaleureux. Pour un intérieur scandinave ou campagne, nous conseillons plutôt le bois.',
          },
        ],
      },

      frame_floater: {
        name: c.frameTypes.floater,
        title: 'Caisse américaine pour toile : l’effet galerie | Printhaus',
        description:
          'La caisse américaine encadre votre toile avec un léger jour qui la fait flotter : bois massif chêne, noir ou blanc, livrée montée et prête à accrocher.',
        headline: 'La caisse américaine : votre toile comme en galerie',
        subline:
          'Un cadre légèrement décollé de la toile qui la fait flotter – la finition préférée des galeries.',
        intro: `## Un écrin pour votre toile

La caisse américaine est un cadre conçu spécialement pour les toiles sur châssis. La toile est fixée à l’intérieur du cadre en laissant un espace de quelques millimètres tout autour : ce jour crée une ombre légère et donne l’impression que l’image flotte. Aucun verre ne s’interpose, et la texture de la toile reste visible.

Nos caisses américaines sont fabriquées en bois massif – chêne naturel, noyer, noir ou blanc – et adaptées à nos toiles avec châssis de 2,5 ou 3,8 cm. Commandez-les directement avec votre [toile](${P.canvas}) : nous montons l’ensemble dans notre atelier et vous le livrons prêt à accrocher. Elles habillent aussi très bien le tirage galerie.`,
        faq: [
          {
            q: 'Puis-je commander une caisse américaine pour une toile achetée ailleurs ?',
            a: 'Nos caisses américaines sont conçues pour nos propres châssis. Pour une toile existante, contactez notre service client avec ses dimensions exactes : nous vérifions si c’est possible.',
          },
          {
            q: 'Quelle épaisseur de châssis choisir ?',
            a: 'Le châssis de 3,8 cm donne plus de présence et de profondeur dans la caisse américaine ; celui de 2,5 cm reste plus discret. Les deux sont compatibles.',
          },
        ],
      },
    },

    info: {
      shipping: {
        name: c.footer.links.shipping,
        title: 'Livraison et délais : frais, transporteurs, suivi | Printhaus',
        description: `Délais de fabrication, livraison express en ${express} h, frais de port et livraison offerte dès ${freeShipping(m)} : tout sur l’expédition de vos commandes.`,
        headline: 'Livraison & délais',
        body: `## Délais de fabrication

Nous fabriquons chaque commande à la demande dans notre imprimerie de Berlin. Les cartes, calendriers, livres photo et tirages quittent l’atelier en **1 à 3 jours ouvrés**. Les tableaux réalisés à la main – toiles, plexiglas, Alu-Dibond, tirages galerie – demandent 2 à 4 jours ouvrés. Le délai de chaque produit est indiqué dans le panier.

## Livraison express

Pour les commandes urgentes, choisissez la livraison express lorsqu’elle est proposée pour votre produit : votre commande est fabriquée en priorité et vous est livrée en ${express} heures. Le supplément s’affiche dans le panier, avant le paiement.

## Frais de livraison

- Livraison offerte dès ${freeShipping(m)} d’achat
- En dessous, un forfait de ${shippingCost(m)} par commande, quel que soit le nombre d’articles

## Transporteurs et suivi

${carriers} Les tableaux grand format voyagent dans un carton sur mesure avec protections d’angles. Dès que votre colis quitte notre atelier, vous recevez un e-mail avec le numéro de suivi. Vous retrouvez aussi l’état de votre commande dans votre compte, rubrique « Mes commandes ».

## Livraison dans d’autres pays

Nous livrons dans toute l’Union européenne, ${abroad}. Comptez deux à cinq jours ouvrés de plus selon la destination. Pour les livraisons hors de l’Union européenne, des droits de douane ou une TVA locale peuvent s’appliquer à la réception.

## Un colis abîmé ?

Si votre colis arrive endommagé, photographiez l’emballage et le produit, puis contactez notre [service client](${P.contact}) dans les 14 jours. Nous refabriquons votre commande gratuitement.`,
      },

      payment: {
        name: c.footer.links.payment,
        title: be
          ? 'Moyens de paiement : Bancontact, carte, PayPal, Klarna | Printhaus'
          : 'Moyens de paiement : carte, PayPal, Apple Pay, Klarna | Printhaus',
        description: `Payez en toute sécurité par carte bancaire, PayPal, Apple Pay, Google Pay${be ? ', Bancontact' : ''} ou Klarna. Tout sur les factures, bons d’achat et cartes cadeaux.`,
        headline: 'Moyens de paiement',
        body: `## Payer en toute sécurité

Chez Printhaus, vous réglez avec le moyen de paiement de votre choix. Toutes les transactions sont chiffrées et traitées par des prestataires de paiement certifiés : nous n’enregistrons jamais vos données de carte complètes.

## Les moyens de paiement acceptés

- **Carte bancaire** – ${be ? 'Visa, Mastercard et American Express' : 'CB, Visa, Mastercard et American Express'}, avec authentification 3-D Secure${be ? '\n- **Bancontact** – avec votre carte ou en scannant le QR code dans l’application Bancontact' : ''}${m.country === 'CH' ? '\n- **TWINT** – en quelques secondes depuis l’application TWINT' : ''}
- **PayPal** – avec votre compte PayPal, sans ressaisir vos coordonnées
- **Apple Pay** et **Google Pay** – en un geste, sur votre téléphone ou votre ordinateur
- **Klarna** – payez plus tard ou en plusieurs fois, selon les conditions de Klarna

## Factures

Votre facture, TVA incluse, vous est envoyée par e-mail à l’expédition de votre commande. Vous la retrouvez à tout moment dans votre compte, rubrique « Mes commandes ». Besoin d’une facture au nom de votre entreprise ? Indiquez la raison sociale et le numéro de TVA dans l’adresse de facturation. Les clients professionnels peuvent également payer sur facture : voir notre offre [professionnels](${P.business}).

## Bons d’achat et cartes cadeaux

Saisissez le code de votre bon d’achat ou de votre carte cadeau dans le panier, avant de payer. Si sa valeur dépasse le montant de la commande, le solde reste disponible pour un prochain achat. Les codes promotionnels ne sont pas cumulables entre eux, mais ils peuvent être combinés avec une carte cadeau.

## Une question sur un paiement ?

Notre [service client](${P.contact}) vous aide du lundi au vendredi, de 9 h à 18 h, au ${m.hotline}.`,
      },

      contact: {
        name: c.footer.links.contact,
        title: 'Contact : service client par téléphone et e-mail | Printhaus',
        description: `Une question sur votre commande ? Notre service client vous répond du lundi au vendredi de 9 h à 18 h au ${m.hotline}, ainsi que par e-mail.`,
        headline: 'Nous sommes là pour vous',
        body: `## Par téléphone

Notre service client francophone vous conseille du lundi au vendredi, de 9 h à 18 h (hors jours fériés) :

**${m.hotline}** (appel non surtaxé)

## Par e-mail

Écrivez-nous à **service@printhaus.example** : nous répondons en général sous 24 heures, les jours ouvrés. Pour une question sur une commande, indiquez votre numéro de commande afin que nous puissions vous aider plus vite. En cas de défaut, joignez une photo du produit.

## Par courrier

Printhaus GmbH
Service client
Lindenstraße 41
10969 Berlin
Allemagne

Merci de ne pas nous renvoyer de produit sans nous avoir contactés au préalable : dans la plupart des cas, une photo suffit pour organiser une réimpression.

## Autres contacts

- Professionnels : **business@printhaus.example**
- Presse : **press@printhaus.example**
- Protection des données : **privacy@printhaus.example**

## Avant de nous écrire

La réponse à votre question se trouve peut-être déjà dans notre [Aide & FAQ](${P.faq}) : suivi de commande, formats de fichiers, création, réclamations. Les délais et frais de port sont détaillés sur notre page [livraison](${P.shipping}).`,
      },

      about: {
        name: c.footer.about,
        title: 'Qui sommes-nous ? Imprimerie photo depuis 2011 | Printhaus',
        description:
          'Printhaus imprime vos photos depuis 2011 dans sa propre imprimerie à Berlin : 180 collaborateurs, électricité verte et chaque commande contrôlée à la main.',
        headline: 'Une imprimerie, une équipe et vos photos',
        body: `## Notre histoire

Printhaus est née en 2011 à Berlin, dans un petit atelier de Kreuzberg, d’une idée simple : les plus belles photos ne devraient pas rester enfermées dans nos téléphones. Les premières commandes étaient des cartes et des calendriers photo. Aujourd’hui, nous imprimons aussi des livres photo, des tirages et de la déco murale sur sept matériaux, pour des clients de toute l’Europe.

## Notre propre imprimerie

Nous ne sous-traitons pas : tout est imprimé, relié, tendu, encadré et emballé dans notre propre atelier berlinois. Nous maîtrisons ainsi la qualité à chaque étape et pouvons réagir vite lorsqu’une commande est urgente. Nos machines fonctionnent à l’électricité verte, et nos papiers sont certifiés FSC®.

## Une équipe d’environ 180 personnes

Imprimeurs, relieurs, encadreurs, graphistes, développeurs, conseillers et conseillères du service client : environ 180 personnes travaillent chez Printhaus, dont une équipe qui vous répond en français. Beaucoup d’entre nous sont là depuis les débuts – et tous partagent le goût du travail bien fait.

## Chaque commande contrôlée à la main

Avant l’expédition, chaque commande passe entre les mains d’un membre de notre équipe qualité : couleurs, découpe, reliure, emballage. Et si malgré tout quelque chose n’est pas parfait, nous réimprimons gratuitement – c’est promis.

## En savoir plus

Découvrez notre démarche de [développement durable](${P.sustainability}) ou rejoignez-nous : nos offres d’emploi sont sur la page [carrières](${P.jobs}).`,
      },

      sustainability: {
        name: c.footer.links.sustainability,
        title: 'Développement durable : imprimer de façon responsable | Printhaus',
        description:
          'Papiers certifiés FSC®, électricité verte, expédition compensée en CO₂, emballages recyclables : comment Printhaus réduit l’impact de chaque commande.',
        headline: 'Imprimer de façon plus responsable',
        body: `## Des papiers certifiés FSC®

Les papiers et cartons de nos cartes, calendriers et livres photo sont certifiés FSC® : ils proviennent de forêts gérées de manière responsable. Les châssis de nos toiles et nos cadres en bois sont fabriqués en bois issu de forêts gérées durablement.

## 100 % d’électricité verte

Notre imprimerie et nos bureaux de Berlin fonctionnent entièrement à l’électricité d’origine renouvelable. Lorsque nous remplaçons une machine, nous choisissons le modèle le plus économe en énergie.

## Une expédition compensée

Les émissions de CO₂ liées au transport de vos colis sont calculées avec nos transporteurs et intégralement compensées par des projets de protection du climat certifiés. Nous savons que la compensation ne remplace pas la réduction : c’est pourquoi nous regroupons les envois et travaillons avec des transporteurs qui électrifient leur flotte de livraison.

## Des emballages recyclables

Nos cartons sont fabriqués en grande partie à partir de papier recyclé et se recyclent avec les papiers-cartons. Nous renonçons au plastique partout où c’est possible : les cartes sont emballées dans du papier, et les protections d’angles de nos tableaux sont en carton.

## Moins de déchets en production

- Nous imprimons uniquement à la commande : pas de stocks, pas d’invendus à détruire.
- Un logiciel optimise la découpe des plaques de plexiglas et d’aluminium pour limiter les chutes.
- Les chutes de papier et de carton sont triées et recyclées.
- Nos encres sont livrées en grands contenants plutôt qu’en petites cartouches, pour réduire les emballages.

## Et la suite ?

Nous continuons d’améliorer nos procédés, étape par étape. Une question ou une idée sur notre démarche ? Écrivez-nous via notre page [contact](${P.contact}).`,
      },

      jobs: {
        name: c.footer.links.jobs,
        title: 'Carrières : rejoignez l’équipe Printhaus à Berlin | Printhaus',
        description:
          'Production, développement logiciel ou service client : découvrez les métiers chez Printhaus à Berlin, ce que nous vous offrons et comment postuler.',
        headline: 'Travailler chez Printhaus',
        body: `## Qui nous recherchons

Printhaus grandit, et nous recherchons régulièrement de nouveaux talents dans trois domaines :

- **Production et impression** – imprimeurs, relieurs, encadreurs, opérateurs de finition et logisticiens pour notre atelier de Berlin
- **Développement logiciel** – développeurs front-end et back-end, spécialistes des données et de l’infrastructure pour notre boutique, notre application et nos outils de création
- **Service client** – conseillers et conseillères de langue maternelle française, par téléphone, e-mail et chat

## Ce que nous offrons

- Des contrats à durée indéterminée et une équipe stable
- 30 jours de congés par an
- Des horaires flexibles et, selon le poste, du télétravail
- Un abonnement de transports en commun subventionné
- Des formations régulières et des cours d’allemand pour celles et ceux qui nous rejoignent de l’étranger
- Une réduction sur tous nos produits – pour imprimer vos propres souvenirs

## Comment postuler

Envoyez votre CV et quelques lignes sur vous à **jobs@printhaus.example**, en précisant le poste qui vous intéresse. Pas besoin d’une lettre de motivation formelle : dites-nous simplement pourquoi vous aimeriez travailler avec nous. Les candidatures spontanées sont les bienvenues.

Nous répondons à chaque candidature sous deux semaines. Nos postes sont ouverts à toutes et à tous, quels que soient l’âge, l’origine, le genre ou un éventuel handicap.`,
      },

      press: {
        name: c.footer.links.press,
        title: 'Espace presse : contact, chiffres clés et visuels | Printhaus',
        description:
          'Espace presse de Printhaus : contact presse, chiffres clés de l’entreprise et visuels haute définition sur demande pour vos articles et reportages.',
        headline: 'Espace presse',
        body: `## Contact presse

Vous préparez un article, un reportage ou un comparatif ? Notre service presse répond à vos questions et organise volontiers l’envoi de produits de test ou une visite de notre imprimerie à Berlin.

**press@printhaus.example**

## Printhaus en bref

- Entreprise fondée en 2011 à Berlin
- Environ 180 collaborateurs et collaboratrices
- Imprimerie intégrée à Berlin, alimentée à 100 % en électricité verte
- Plus de 3 000 modèles de cartes, sept matériaux de déco murale et plus de 100 formats
- Boutiques en ligne en six langues et livraison dans toute l’Europe
- Chaque commande contrôlée à la main avant l’expédition

## Direction

Printhaus GmbH est dirigée par Clara Weiß et Jonas Albers. Interviews sur demande, en allemand ou en anglais.

## Visuels et logos

Photos de produits, vues de l’atelier, portraits de la direction et logo Printhaus en haute définition : envoyez-nous un e-mail en précisant l’usage prévu, nous vous transmettons le matériel sous 24 heures ouvrées. Merci de mentionner « Printhaus » comme source.`,
      },

      business: {
        name: c.footer.links.business,
        title: 'Professionnels : cartes et calendriers à votre logo | Printhaus',
        description:
          'Cartes de vœux d’entreprise, calendriers à votre logo, cadeaux clients : tarifs dégressifs dès 50 exemplaires, paiement sur facture, interlocuteur dédié.',
        headline: 'Printhaus pour les professionnels',
        body: `## Des imprimés à votre image

Entreprises, cabinets, associations et commerces : nous imprimons vos cartes et calendriers avec le même soin que pour nos clients particuliers – et avec les avantages dont une entreprise a besoin.

## Nos produits phares

- **Cartes de vœux d’entreprise** – avec votre logo, un message de la direction et, si vous le souhaitez, une dorure or ou argent
- **Calendriers à votre logo** – muraux, de bureau ou agendas : le cadeau client qui reste visible toute l’année
- **Cartes de remerciement et invitations** – pour vos clients, vos partenaires et vos événements
- **Déco murale** – vos équipes, vos produits ou vos locaux sur toile, plexiglas ou Alu-Dibond

## Vos avantages

- Tarifs dégressifs dès 50 exemplaires
- Paiement sur facture à 30 jours
- Un interlocuteur personnel, du devis à la livraison
- Vérification de vos fichiers et épreuve numérique avant impression
- Livraison à une ou plusieurs adresses

## Parlons de votre projet

Écrivez-nous à **business@printhaus.example** en indiquant le produit, la quantité et la date de livraison souhaitée : nous vous envoyons une offre sous un jour ouvré. Vous préférez en parler ? Appelez-nous au ${m.hotline}, du lundi au vendredi, de 9 h à 18 h.

Pour les cartes de vœux et les calendriers de fin d’année, pensez à nous contacter dès le mois d’octobre : vous profitez ainsi de délais confortables, même pour de grandes quantités.`,
      },

      app: {
        name: c.burger.app,
        title: 'L’application Printhaus pour iPhone et Android | Printhaus',
        description:
          'Créez cartes, calendriers, livres photo et tableaux directement sur votre smartphone avec l’application Printhaus gratuite pour iOS et Android.',
        headline: 'Créez vos produits photo sur votre téléphone',
        body: `## Vos photos sont déjà dans votre poche

Pourquoi les transférer sur un ordinateur ? Avec l’application Printhaus, vous créez cartes, calendriers, livres photo, tirages et déco murale directement sur votre smartphone, avec les photos de votre galerie – sans câble ni détour.

## Ce que l’application vous permet de faire

- Importer vos photos directement depuis la galerie, en pleine résolution
- Laisser l’application proposer une mise en page automatique pour vos livres photo et calendriers
- Enregistrer vos projets dans votre compte Printhaus : commencez sur le téléphone, terminez sur l’ordinateur – ou l’inverse
- Être prévenu si une photo est trop petite pour le format choisi
- Suivre vos commandes et recevoir une notification à l’expédition

## Télécharger l’application

L’application Printhaus est gratuite sur l’App Store pour iPhone et iPad, et sur Google Play pour les smartphones et tablettes Android. Connectez-vous avec votre compte Printhaus habituel : vos projets en cours, vos adresses et vos commandes sont aussitôt disponibles.

## Vos photos restent les vôtres

Seules les photos que vous choisissez pour un projet sont transférées, et vous pouvez les supprimer de votre compte à tout moment. Pour en savoir plus, consultez notre page [protection des données](${P.privacy}).`,
      },

      withdrawal: {
        name: c.footer.links.withdrawal,
        title: 'Droit de rétractation et réclamations | Printhaus',
        description:
          'Produits personnalisés, articles standard, réclamations : tout sur le droit de rétractation de 14 jours, ses exceptions et notre promesse de réimpression.',
        headline: 'Droit de rétractation',
        body: `## Produits personnalisés : pas de droit de rétractation

La plupart de nos produits sont fabriqués spécialement pour vous, avec vos photos et vos textes : cartes, calendriers, livres photo, tirages et tableaux. Conformément à ${be ? 'l’article VI.53, 3° du Code de droit économique' : 'l’article L221-28, 3° du Code de la consommation'}, le droit de rétractation ne s’applique pas aux biens confectionnés selon les spécifications du consommateur ou nettement personnalisés. Une fois votre commande passée, vous ne pouvez donc pas vous rétracter pour ces produits.

Vous avez remarqué une erreur juste après avoir commandé ? Appelez-nous au plus vite au ${m.hotline} : tant que la production n’a pas commencé, nous pouvons souvent encore modifier ou annuler votre commande.

## Produits non personnalisés : 14 jours pour changer d’avis

Pour les articles standard, comme les cadres photo vides, vous disposez d’un délai de rétractation de 14 jours à compter du jour où vous-même, ou un tiers que vous avez désigné, recevez l’article. Vous n’avez pas à justifier votre décision.

## Comment exercer votre droit de rétractation

Informez-nous de votre décision par une déclaration dénuée d’ambiguïté, avant l’expiration du délai :

- par e-mail à **service@printhaus.example**
- par courrier à Printhaus GmbH, Lindenstraße 41, 10969 Berlin, Allemagne

Vous pouvez utiliser le modèle ci-dessous, mais ce n’est pas obligatoire. Renvoyez ensuite l’article dans son état d’origine, au plus tard 14 jours après nous avoir informés de votre rétractation ; les frais directs de renvoi sont à votre charge. Nous vous remboursons tous les paiements reçus, y compris les frais de livraison standard, au plus tard 14 jours après réception de votre déclaration, avec le moyen de paiement utilisé pour la commande. Nous pouvons différer le remboursement jusqu’à réception de l’article.

## Modèle de formulaire de rétractation

*À l’attention de Printhaus GmbH, Lindenstraße 41, 10969 Berlin, Allemagne, service@printhaus.example :*
*Je vous notifie par la présente ma rétractation du contrat portant sur la vente du bien ci-dessous :*
*Commandé le / reçu le :*
*Nom et adresse du consommateur :*
*Date et signature (uniquement en cas de notification sur papier)*

## Un problème avec votre commande ? Nous réimprimons

Le droit de rétractation ne concerne pas la qualité. Si votre produit présente un défaut d’impression, une erreur de notre part ou un dommage dû au transport, contactez notre [service client](${P.contact}) dans les 14 jours avec une photo : nous réimprimons gratuitement ou vous remboursons – c’est promis. Vos droits légaux, notamment ${be ? 'la garantie légale de conformité de deux ans' : 'la garantie légale de conformité et la garantie des vices cachés'}, restent bien entendu inchangés.`,
      },

      imprint: {
        name: c.footer.links.imprint,
        title: 'Mentions légales et informations sur la société | Printhaus',
        description:
          'Mentions légales de Printhaus GmbH, Berlin : siège, gérants, registre du commerce, numéro de TVA intracommunautaire et coordonnées de contact.',
        headline: 'Mentions légales',
        body: `## Éditeur du site

Printhaus GmbH
Lindenstraße 41
10969 Berlin
Allemagne

Société à responsabilité limitée de droit allemand (GmbH)

## Représentation

Gérants : Clara Weiß, Jonas Albers
Directeurs de la publication : Clara Weiß et Jonas Albers

## Immatriculation

Tribunal d’enregistrement : Amtsgericht Berlin-Charlottenburg
Registre du commerce : HRB 214587 B

## TVA

Numéro de TVA intracommunautaire : DE 318 446 092

## Contact

Téléphone : ${m.hotline} (du lundi au vendredi, de 9 h à 18 h)
E-mail : service@printhaus.example

## Règlement des litiges

Pour toute réclamation, écrivez-nous directement à service@printhaus.example : nous cherchons toujours une solution à l’amiable.

## Propriété intellectuelle

L’ensemble des contenus de ce site – textes, photos, illustrations et modèles de cartes – est protégé par le droit d’auteur. Toute reproduction, même partielle, sans notre autorisation écrite est interdite. Les photos que vous importez restent votre propriété.`,
      },

      privacy: {
        name: c.footer.links.privacy,
        title: 'Protection des données personnelles (RGPD) | Printhaus',
        description:
          'Comment Printhaus traite vos données personnelles : commandes, compte, newsletter, cookies, paiement, durées de conservation et vos droits selon le RGPD.',
        headline: 'Protection des données',
        body: `## Responsable du traitement

Printhaus GmbH, Lindenstraße 41, 10969 Berlin, Allemagne, représentée par ses gérants Clara Weiß et Jonas Albers. Pour toute question sur vos données : **privacy@printhaus.example**.

Nous traitons vos données personnelles conformément au règlement général sur la protection des données (RGPD).${be ? '' : ' Pour nos clients en Suisse, la loi fédérale sur la protection des données (LPD) s’applique également.'}

## Quelles données et pourquoi

- **Commandes** : nom, adresses de livraison et de facturation, e-mail, téléphone le cas échéant, contenu de la commande, ainsi que les photos et textes que vous importez. Ces données servent à fabriquer, livrer et facturer votre commande (art. 6, par. 1, point b du RGPD). Votre adresse est transmise au transporteur chargé de la livraison.
- **Compte client** : e-mail, mot de passe chiffré, adresses et projets enregistrés, pour que vous retrouviez vos créations et vos commandes (art. 6, par. 1, point b).
- **Newsletter** : votre adresse e-mail, uniquement avec votre consentement, confirmé par double opt-in – vous cliquez sur un lien dans un e-mail de confirmation. Désinscription possible à tout moment via le lien présent dans chaque envoi (art. 6, par. 1, point a).
- **Service client** : le contenu de vos demandes, pour y répondre.

## Cookies et consentement

Les cookies strictement nécessaires (panier, connexion, sécurité) sont utilisés sans consentement, car le site ne fonctionnerait pas sans eux. Tous les autres cookies et traceurs – mesure d’audience, personnalisation, publicité – ne sont activés qu’avec votre accord, que vous donnez ou refusez dans le bandeau cookies. Refuser est aussi simple qu’accepter, et vous pouvez modifier votre choix à tout moment dans les paramètres des cookies.

## Mesure d’audience

Nous n’analysons l’utilisation de notre site qu’avec votre consentement, sous forme pseudonymisée, afin d’améliorer nos pages et nos outils de création. Sans consentement, aucune donnée d’analyse n’est collectée.

## Prestataires de paiement

Selon le moyen choisi, vos données de paiement sont traitées directement par le prestataire concerné (PayPal, Klarna, Apple, Google${be ? ', Bancontact' : ''} ou notre prestataire de paiement par carte). Nous ne recevons que les informations nécessaires au suivi du paiement, jamais vos données de carte complètes. Pour le paiement différé, Klarna peut procéder à une vérification de solvabilité.

## Sous-traitants et transferts

Nous faisons appel à des prestataires (hébergement, envoi d’e-mails, outils du service client) liés par un contrat de sous-traitance conforme à l’article 28 du RGPD. Lorsque des données sont transférées hors de l’Espace économique européen, nous mettons en place des garanties appropriées, comme les clauses contractuelles types de la Commission européenne.

## Durées de conservation

- Données de commande et factures : pendant la durée imposée par les obligations comptables et fiscales, jusqu’à 10 ans
- Photos d’une commande : supprimées de nos serveurs de production 90 jours après l’expédition ; les photos de vos projets enregistrés restent dans votre compte jusqu’à ce que vous les supprimiez
- Compte client : jusqu’à sa suppression ; un compte inactif depuis trois ans est supprimé après un e-mail de rappel
- Newsletter : jusqu’à votre désinscription

## Vos droits

Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation du traitement, de portabilité et d’opposition, ainsi que du droit de retirer à tout moment votre consentement pour l’avenir.${be ? '' : ' Vous pouvez également définir des directives relatives au sort de vos données après votre décès.'} Écrivez-nous simplement à privacy@printhaus.example.

Vous avez aussi le droit d’introduire une réclamation auprès d’une autorité de contrôle, ${be ? 'en Belgique l’Autorité de protection des données (APD), [www.autoriteprotectiondonnees.be](https://www.autoriteprotectiondonnees.be)' : 'en France la Commission nationale de l’informatique et des libertés (CNIL), [www.cnil.fr](https://www.cnil.fr) ; au Luxembourg, la Commission nationale pour la protection des données (CNPD) ; en Suisse, le Préposé fédéral à la protection des données et à la transparence (PFPDT)'}.`,
      },

      terms: {
        name: 'Conditions générales de vente',
        title: 'Conditions générales de vente (CGV) | Printhaus',
        description:
          'Conditions générales de vente de Printhaus GmbH : commande, prix TTC, livraison, paiement, réserve de propriété, droits sur vos images et responsabilité.',
        headline: 'Conditions générales de vente',
        body: `## 1. Champ d’application

Les présentes conditions générales de vente s’appliquent à toutes les commandes passées sur ce site auprès de Printhaus GmbH, Lindenstraße 41, 10969 Berlin, Allemagne (ci-après « Printhaus »). Les conditions divergentes du client ne s’appliquent pas, sauf accord écrit de notre part.

## 2. Conclusion du contrat

Vous créez votre produit, l’ajoutez au panier et vérifiez le récapitulatif, où vous pouvez corriger toute erreur de saisie. En cliquant sur le bouton de commande, vous passez une commande ferme. Le contrat est conclu à la réception de notre e-mail de confirmation de commande. La langue du contrat est le français.

## 3. Prix

Tous les prix sont indiqués toutes taxes comprises (TVA légale incluse), hors frais de livraison. Les frais de livraison sont affichés avant la validation de la commande ; la livraison est offerte dès ${freeShipping(m)} d’achat.

## 4. Livraison

Nous livrons à l’adresse indiquée lors de la commande. Les délais de fabrication et de livraison figurent sur notre page [livraison](${P.shipping}) et dans le panier. Pour les consommateurs, le risque de perte ou d’endommagement est transféré à la remise du colis.

## 5. Paiement

Le prix est exigible à la commande. Les moyens de paiement acceptés sont présentés sur notre page [paiement](${P.payment}). Pour les paiements via Klarna, les conditions de Klarna s’appliquent en complément.

## 6. Réserve de propriété

Les produits restent la propriété de Printhaus jusqu’au paiement intégral du prix.

## 7. Contenus du client et droits sur les images

Vous garantissez disposer de tous les droits nécessaires sur les photos, textes et logos que vous importez – droit d’auteur, droit à l’image des personnes représentées, droit des marques – et que ces contenus ne contreviennent pas à la loi. Vous nous accordez le droit non exclusif d’utiliser ces contenus uniquement pour fabriquer et expédier votre commande. Nous pouvons refuser d’imprimer des contenus manifestement illicites, notamment à caractère haineux, pornographique ou violent. Si un tiers nous réclame des droits en raison de contenus que vous avez importés, vous nous garantissez contre cette réclamation.

## 8. Droit de rétractation et garanties

Les produits personnalisés sont exclus du droit de rétractation ; les détails figurent sur notre page [droit de rétractation](${P.withdrawal}). Les garanties légales s’appliquent à tous nos produits. De légères différences de couleurs entre l’écran et l’impression sont techniquement inévitables et ne constituent pas un défaut.

## 9. Responsabilité

Notre responsabilité est illimitée en cas de faute intentionnelle ou de négligence grave, d’atteinte à la vie, à l’intégrité physique ou à la santé, ainsi que dans les cas prévus par les dispositions impératives relatives à la responsabilité du fait des produits. En cas de négligence légère, nous ne répondons que de la violation d’une obligation essentielle du contrat, et dans la limite des dommages prévisibles et typiques de ce type de contrat. Conservez toujours une copie de vos photos : nous ne sommes pas responsables de la perte des fichiers transmis.

## 10. Droit applicable

Le droit allemand s’applique, à l’exclusion de la Convention des Nations unies sur les contrats de vente internationale de marchandises. Si vous êtes un consommateur, ce choix ne vous prive pas de la protection que vous assurent les dispositions impératives du droit du pays de votre résidence habituelle. Pour toute réclamation, notre [service client](${P.contact}) reste votre premier interlocuteur.`,
      },

      compare: {
        name: c.nav.compare,
        title: 'Toile, plexiglas ou alu ? Le comparatif des matériaux | Printhaus',
        description:
          'Toile, plexiglas, Alu-Dibond, poster, tirage galerie, Hahnemühle ou Forex : les sept matériaux comparés pour trouver le support idéal pour votre photo.',
        headline: 'Quel matériau pour votre photo ?',
        body: `## Sept matériaux, sept caractères

La même photo ne produit pas le même effet sur toile ou sous plexiglas. Voici nos sept matériaux en bref.

### ${c.materials.leinwand}

Une toile coton-polyester de 380 g/m², tendue à la main sur châssis en bois. Sa texture tissée donne un rendu chaleureux, presque pictural, et sa surface mate ne reflète pas la lumière.

**Idéale pour :** portraits de famille, paysages, photos de mariage. [Voir la toile](${P.canvas})

### ${c.materials.acrylglas}

Votre photo imprimée derrière 5 mm de verre acrylique : couleurs lumineuses, profondeur saisissante, surface brillante. Grâce à sa fixation invisible, le tableau semble flotter devant le mur.

**Idéal pour :** photos de nuit, couleurs vives, images contrastées. [Voir le plexiglas](${P.acrylic})

### ${c.materials.aludibond}

Un panneau composite aluminium de 3 mm, imprimé sur fond blanc mat ou sur aluminium brossé. Très rigide, sans reflets et insensible à l’humidité ambiante.

**Idéal pour :** architecture, noir et blanc, pièces lumineuses. [Voir l’Alu-Dibond](${P.alu})

### ${c.materials.poster}

Un papier photo premium de 250 g/m², mat ou brillant : le support le plus économique, à accrocher tel quel ou à encadrer, et facile à renouveler.

**Idéal pour :** déco qui évolue, chambres d’ados, petits budgets. [Voir les posters](${P.poster})

### ${c.materials.gallerybond}

Un vrai tirage photo contrecollé sur Alu-Dibond et protégé sous plexiglas : la finition des galeries, qui allie la finesse du papier photo à la profondeur du verre.

**Idéal pour :** vos meilleures photos, en pièce maîtresse. [Voir le tirage galerie](${P.gallery})

### ${c.materials.hahnemuehle}

Un papier d’art 100 % coton de la papeterie Hahnemühle, imprimé avec des encres pigmentaires. Texture veloutée, noirs profonds, qualité musée.

**Idéal pour :** noir et blanc, photo d’art, illustrations à encadrer. [Voir le tirage fine art](${P.hahnemuehle})

### ${c.materials.forexplatte}

Une plaque de PVC expansé de 5 mm, mate et très légère. Abordable et facile à accrocher, pour les petits et moyens formats en intérieur.

**Idéal pour :** locations, chambres d’enfants, boutiques. [Voir le Forex](${P.forex})

## Comment choisir ?

1. **La lumière** : face à une fenêtre, préférez une surface mate – toile, Alu-Dibond, Forex ou poster mat.
2. **Le style** : la toile pour la chaleur, le plexiglas pour l’éclat, l’Alu-Dibond pour la netteté, le Hahnemühle pour la matière.
3. **Le budget** : poster et Forex sont les plus abordables, plexiglas et tirage galerie les plus haut de gamme.
4. **Le format** : au-delà de 60 x 90 cm, misez sur la toile, le plexiglas, l’Alu-Dibond ou le tirage galerie.

Vous hésitez encore ? Notre contrôle d’image gratuit vérifie que votre photo convient au format choisi.`,
      },
    },

    magazine: {
      name: c.words.magazine,
      title: 'Magazine : idées, conseils et inspiration photo | Printhaus',
      description:
        'Idées de textes pour vos cartes, conseils pour réussir votre calendrier photo, accrocher vos tableaux et choisir le bon matériau : le magazine Printhaus.',
      headline: 'Le magazine Printhaus',
      subline: 'Idées, conseils et inspiration pour vos photos, vos cartes et vos murs.',
      intro: `## Des idées pour vos plus belles photos

Que faut-il écrire dans un faire-part ? Comment répartir ses photos sur douze mois ? À quelle hauteur accrocher un tableau ? Dans notre magazine, notre équipe partage ce qu’elle apprend chaque jour en imprimant cartes, calendriers et tableaux : idées de textes, astuces de mise en page, conseils d’accrochage et choix des matériaux. Des conseils concrets, testés dans notre atelier, pour que vos photos quittent enfin votre téléphone.`,
    },

    articles: {
      cards: [
        {
          slug: 'qu-ecrire-dans-une-carte',
          name: 'Qu’écrire dans une carte ?',
          title: 'Qu’écrire dans une carte ? Nos idées de textes | Printhaus',
          description:
            'Naissance, mariage, anniversaire, condoléances ou remerciements : nos idées de textes et de formules pour trouver les mots justes dans chaque carte.',
          headline: 'Qu’écrire dans une carte ? Nos idées par occasion',
          subline:
            'Des formules simples et sincères pour trouver les mots justes, de la naissance aux condoléances.',
          teaser:
            'Vous séchez devant la carte blanche ? Nos idées de textes pour chaque occasion vous aident à trouver les mots justes.',
          date: '2026-03-10',
          img: 'hero-cards-stack',
          body: `## La règle d’or : court, personnel, sincère

Une carte n’est pas une lettre. Trois ou quatre phrases suffisent, à condition qu’elles vous ressemblent. Adressez-vous directement au destinataire, évoquez un souvenir ou un détail qui vous lie, et terminez par un vœu. Les formules toutes faites sont un bon point de départ : personnalisez-les toujours avec un prénom, une anecdote ou un clin d’œil.

## Naissance

Pour un [faire-part de naissance](${P.occ_birth}), l’essentiel tient en une phrase : « Nous avons l’immense bonheur de vous présenter Léa, née le 12 avril 2026 à 7 h 32. » Ajoutez le poids et la taille, puis une touche d’humour si cela vous ressemble : « Depuis, nos nuits sont courtes et nos cœurs bien remplis. » Pour féliciter de jeunes parents : « Bienvenue au monde, petit Noah ! Nous avons hâte de faire votre connaissance. »

## Mariage

Sur le faire-part, restez clairs : prénoms, date, lieux, horaires et date limite de réponse. Pour une carte de félicitations, misez sur la chaleur : « Que votre histoire continue d’être aussi belle que cette journée. Tous nos vœux de bonheur ! » Après la fête, les remerciements gagnent à évoquer un moment précis : « Merci d’avoir dansé avec nous jusqu’au bout de la nuit. »

## Anniversaire

Oubliez le « Joyeux anniversaire, bisous » : rappelez un souvenir commun ou lancez un défi pour l’année à venir. « 40 ans, et toujours la première sur la piste de danse ! Que cette nouvelle décennie te ressemble : pleine d’énergie et de fous rires. » Pour un enfant, une phrase qui s’adresse directement à lui fait toujours mouche.

## Condoléances

Ici, la simplicité est une marque de respect. « Nous pensons très fort à vous dans ces moments difficiles. » Si vous connaissiez la personne disparue, partagez un souvenir : « Je garderai toujours en mémoire sa générosité et son rire. » Et proposez une aide concrète plutôt qu’un vague « n’hésite pas » : « Je passerai samedi déposer un repas, si vous le voulez bien. »

## Remerciements

Un merci précis vaut dix mercis généraux : nommez le cadeau ou le geste. « Merci pour la magnifique couverture : Léa s’y endort chaque soir. » Une photo de la scène dit le reste.

## Nos astuces avant l’impression

- Relisez votre texte à voix haute : les lourdeurs et les fautes sautent aux oreilles.
- Faites vérifier les noms propres et les dates par une deuxième personne.
- Laissez de la place pour un mot manuscrit : une carte imprimée gagne beaucoup à être signée à la main.
- Commandez des [cartes échantillons](${P.samples}) pour vérifier le rendu avant la commande complète.`,
        },
        {
          slug: 'planifier-son-calendrier-photo',
          name: 'Planifier son calendrier photo',
          title: 'Calendrier photo : nos conseils pour planifier l’année | Printhaus',
          description:
            'Quelle photo pour quel mois ? Comment ne pas oublier les anniversaires et les vacances ? Nos conseils pour préparer un calendrier photo réussi.',
          headline: 'Un calendrier photo réussi, de janvier à décembre',
          subline:
            'Photos, saisons, dates importantes : notre méthode pour préparer votre calendrier sans stress.',
          teaser:
            'Douze mois, douze photos et beaucoup de dates à ne pas oublier : notre méthode pour préparer votre calendrier photo.',
          date: '2026-09-22',
          img: 'mag-calendar-planning',
          body: `## Commencer tôt, mais pas trop

Les calendriers photo se commandent surtout en novembre et en décembre, pour Noël. Le bon moment pour s’y mettre ? Dès la rentrée : vos photos d’été sont triées, vous avez le temps de réfléchir et vous évitez la course de fin d’année. Enregistrez votre projet dans votre compte et avancez mois après mois.

## Choisir le bon modèle

- Le [calendrier mural](${P.wallCalendar}) met vos photos en grand : le cadeau parfait pour les grands-parents.
- Le [calendrier familial](${P.familyPlanner}) organise toute la maison, avec une colonne par personne.
- Le [calendrier de bureau](${P.deskCalendar}) et le calendrier de cuisine se glissent partout, même dans les plus petits espaces.

## Une photo par mois, au fil des saisons

Le plus simple est de suivre le rythme de l’année : la neige ou un feu de cheminée en janvier, les premières fleurs en avril, la plage en juillet, les couleurs de l’automne en octobre. Encore mieux : placez chaque photo au mois où elle a été prise. Un an plus tard, le souvenir revient exactement au bon moment.

Astuce de tri : créez sur votre téléphone un album « Calendrier » et ajoutez-y au fil de l’année les photos qui vous plaisent. Au moment de la création, il ne vous reste qu’à choisir parmi une trentaine d’images.

## Soigner la couverture et le format

La couverture est la page la plus regardée : choisissez une photo forte, avec un sujet clair. Respectez l’orientation – un calendrier en portrait met en valeur les portraits, un format paysage les panoramas. Et gardez la plus belle photo de groupe pour le mois d’anniversaire de la personne à qui vous offrez le calendrier.

## Ne rien oublier : les dates importantes

Avant de commencer, rassemblez les anniversaires de toute la famille – un message dans le groupe familial suffit souvent. Dans l’outil de création, ajoutez ensuite :

- les anniversaires et fêtes de famille, avec une petite photo si vous le souhaitez
- les ${holidays} et les ${school}
- les événements déjà prévus : mariage, voyage, déménagement

## Vérifier avant de commander

Parcourez chaque mois en aperçu plein écran. Contrôlez le mois de départ, l’orthographe des prénoms et les éventuels avertissements de résolution. Vous offrez plusieurs calendriers ? Dupliquez votre projet : en changeant quelques photos, chaque grand-parent reçoit sa version personnalisée.`,
        },
      ],
      wallart: [
        {
          slug: 'accrocher-ses-tableaux-a-la-bonne-hauteur',
          name: 'Accrocher ses tableaux à la bonne hauteur',
          title: 'À quelle hauteur accrocher un tableau ? Nos conseils | Printhaus',
          description:
            'La règle des 1,50 m, l’espace au-dessus du canapé, le mur de cadres réussi : nos conseils pratiques pour accrocher vos tableaux à la bonne hauteur.',
          headline: 'À quelle hauteur accrocher un tableau ?',
          subline:
            'La règle des 1,50 m, les distances à respecter et notre méthode pour un mur de cadres harmonieux.',
          teaser:
            'La règle des 1,50 m, l’espace au-dessus du canapé et notre méthode pour composer un mur de cadres sans trous inutiles.',
          date: '2026-04-14',
          img: 'mag-hanging-height',
          body: `## La règle des 1,50 m

Dans les musées, le centre des tableaux se situe généralement entre 1,45 et 1,55 m du sol, soit à hauteur des yeux d’une personne debout. Retenez 1,50 m : c’est là que doit se trouver **le centre de votre image**, et non son bord supérieur. Dans une pièce où l’on est surtout assis, comme la salle à manger ou le coin lecture, descendez de 10 à 15 cm.

## Au-dessus d’un meuble

Au-dessus d’un canapé, d’une commode ou d’un lit, c’est le meuble qui sert de repère : laissez 15 à 25 cm entre son bord supérieur et le bas du cadre. Le tableau, ou l’ensemble de tableaux, devrait couvrir environ les deux tiers de la largeur du meuble – un petit cadre isolé au-dessus d’un grand canapé paraît toujours perdu.

## Le bon outillage

- un mètre ruban et un crayon à papier
- un niveau à bulle, ou l’application niveau de votre smartphone
- du ruban de masquage pour tracer les contours
- des chevilles et des vis adaptées à votre mur : plaque de plâtre, brique et béton n’ont pas les mêmes besoins

Pour les tableaux lourds, comme le plexiglas ou le tirage galerie en grand format, utilisez deux points de fixation. Nos tableaux sont livrés avec leur système d’accroche déjà monté.

## Composer un mur de cadres

Un mur de cadres réussi repose sur un fil conducteur : même couleur de cadre, même tonalité de photos ou thème commun.

1. Découpez des gabarits en papier kraft aux dimensions de chaque cadre.
2. Disposez-les au sol pour trouver la bonne composition, puis fixez-les au mur avec du ruban de masquage.
3. Gardez un espacement régulier de 5 à 8 cm entre les cadres.
4. Commencez par le cadre central, dont le centre se trouve à 1,50 m, et construisez autour.
5. Marquez l’emplacement des crochets directement sur les gabarits, puis percez à travers le papier.

Deux compositions faciles pour débuter : la **grille**, avec des cadres de même format parfaitement alignés, très graphique ; et la **composition libre**, qui mêle formats et orientations le long d’une ligne horizontale imaginaire.

## Attention aux reflets

Évitez d’accrocher un tableau brillant face à une fenêtre : les reflets gâchent l’image. Pour ces murs, choisissez une toile ou une [impression sur Alu-Dibond](${P.alu}) mate. Et pour votre mur de cadres, nos [cadres photo](${P.frames}) en bois ou en aluminium existent dans tous les formats.`,
        },
        {
          slug: 'choisir-taille-et-materiau-tableau',
          name: 'Choisir la taille et le matériau de son tableau',
          title: 'Quelle taille et quel matériau pour votre tableau ? | Printhaus',
          description:
            'Salon, chambre, cuisine ou bureau : comment choisir la bonne taille de tableau et le matériau adapté à chaque pièce, avec des exemples concrets.',
          headline: 'Le bon format et le bon matériau pour chaque pièce',
          subline:
            'Quelle largeur au-dessus du canapé, quel support pour la salle de bains : nos repères pièce par pièce.',
          teaser:
            'Trop petit, un tableau se perd ; mal choisi, il reflète la fenêtre. Nos repères pour trouver le bon format et le bon matériau.',
          date: '2026-10-06',
          img: 'hero-canvas-livingroom',
          body: `## La bonne taille : pensez au mur, pas à la photo

L’erreur la plus fréquente ? Un tableau trop petit. Pour trouver la bonne taille, mesurez l’espace disponible : l’image, ou l’ensemble d’images, devrait couvrir environ 60 à 75 % de la largeur du meuble ou du pan de mur au-dessus duquel elle est accrochée. Au-dessus d’un canapé de 2 m, un 80 x 120 cm en paysage ou deux 60 x 90 cm côte à côte trouvent leur juste place.

Astuce : découpez une feuille de papier kraft au format envisagé et fixez-la au mur quelques jours. Vous verrez tout de suite si la taille convient.

## Repères pièce par pièce

- **Salon** : un grand format, du 60 x 90 au 80 x 120 cm, pour créer un vrai point de mire au-dessus du canapé.
- **Chambre** : au-dessus du lit, un format paysage d’environ deux tiers de sa largeur, par exemple un 60 x 90 cm au-dessus d’un lit de 140 cm.
- **Cuisine et salle à manger** : des formats moyens, du 30 x 40 au 40 x 60 cm, sur un matériau facile à nettoyer.
- **Entrée et couloir** : plusieurs petits formats, que l’on découvre en passant.
- **Bureau** : un format moyen face à vous pour le plaisir des yeux – ou derrière vous, pour un arrière-plan soigné en visioconférence.

## Le bon matériau selon la pièce

La lumière et l’humidité comptent autant que le style :

- **Pièce très lumineuse ou mur face à une fenêtre** : privilégiez les surfaces mates, comme la [toile](${P.canvas}), l’Alu-Dibond blanc mat ou le poster mat.
- **Salle de bains et cuisine** : l’Alu-Dibond et le plexiglas ne craignent pas l’humidité ambiante et se nettoient d’un coup de chiffon.
- **Salon et pièces de réception** : le [plexiglas](${P.acrylic}) et le tirage galerie donnent profondeur et éclat aux grandes photos.
- **Chambre d’enfant ou location** : le Forex et le poster encadré sont légers, abordables et faciles à changer quand les goûts évoluent.

## Le bon matériau selon la photo

Le sujet compte aussi. Les portraits et les paysages doux gagnent en chaleur sur toile, les couleurs vives et les photos de nuit éclatent sous plexiglas, l’architecture et le noir et blanc prennent toute leur netteté sur Alu-Dibond, tandis que le papier Hahnemühle révèle les nuances d’un tirage d’art.

## Et la résolution ?

Plus le format est grand, plus la photo doit être définie. Les photos d’un smartphone récent suffisent généralement jusqu’au 60 x 90 cm environ. Notre contrôle d’image gratuit vous prévient avant l’impression si votre fichier est trop juste pour le format choisi. Pour comparer tous les supports en détail, consultez notre [comparatif des matériaux](${P.compare}).`,
        },
      ],
    },
  }
}
