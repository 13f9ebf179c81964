// English copy of the catalogue, service, company, legal and magazine pages
// (lib/catalogue.mjs): British English for en-gb; en-us passes through the US spelling
// transform of the generator and the `us` switches below for words that differ.
import { freeShipping, samplePrice, shippingCost } from '../../lib/markets.mjs'
import { fromPrice } from '../../lib/prices.mjs'

export default function catalogue(m, c) {
  const P = c.paths
  const us = (gb, usText) => (m.us ? usText : gb)
  const delivery = us('delivery', 'shipping')
  const Delivery = us('Delivery', 'Shipping')
  const basket = us('basket', 'cart')
  const post = us('post', 'mail')
  const posted = us('posted', 'mailed')
  const holiday = us('holiday', 'vacation')
  const christening = us('christening', 'baptism')
  const publicHolidays = us('bank holidays', 'public holidays')
  const workingDay = us('working day', 'business day')
  const tray = us('tray frame', 'floater frame')
  const trays = us('tray frames', 'floater frames')
  const parcel = us('parcel', 'package')
  const free = freeShipping(m)
  const sample = samplePrice(m)
  const hours = us('Monday to Friday, 8am to 6pm', 'Monday to Friday, 9am to 5pm ET')
  const vouchers = us('gift vouchers', 'gift cards')
  const wordingArticle = `${P.magazine}/card-wording-ideas`
  const localPayment = { BE: 'Bancontact', CH: 'TWINT', NL: 'iDEAL' }[m.country]

  return {
    labels: {
      occasions: 'Cards for every occasion',
      cardTypes: 'Card types',
      calendars: 'More calendars',
      related: 'You might also like',
      faq: 'Questions and answers',
      materials: 'Other materials',
      frames: 'Frames to choose from',
      latestArticles: 'Latest articles',
      readArticle: 'Read the article',
      calculatorHeadline: 'Choose a size and see the price',
      calculatorCta: 'Design your picture',
      designCta: 'Start designing',
      bestseller: 'Bestseller',
    },

    // ------------------------------------------------------------ card shop categories
    cards: {
      cards: {
        name: 'Cards',
        title: `Personalised cards with your photos | Printhaus`,
        description:
          'Design personalised cards for every occasion: folded cards, postcards and foil cards on premium card, envelopes included, printed in 1–3 working days.',
        headline: 'Personalised cards for every occasion',
        subline:
          'More than 3,000 designs, ready for your photos and your words – printed on premium card.',
        intro: `## Cards worth keeping

From the first baby photo to the wedding invitation and the Christmas greeting: every design in our range can be personalised with your own photos, colours and words. Choose between classic folded cards, postcards, long panoramic cards and cards finished with real gold, silver or rose-gold foil.

We print on heavy 350 gsm premium card with a matt, silk or natural finish. Folded and panoramic cards come with white envelopes at no extra cost, and most orders leave our Berlin print shop within 1–3 working days. Prices start at ${fromPrice('card')} per card and fall as the quantity rises. Not sure about the paper yet? [Order up to three free sample cards](${P.samples}) first.`,
        faq: [
          {
            q: 'Are envelopes included?',
            a: 'Yes. Every folded card and panoramic card comes with a white envelope. Postcards are sturdy enough to send without one, but you can add envelopes for a small surcharge.',
          },
          {
            q: 'How quickly will my cards arrive?',
            a: `Cards leave our print shop within 1–3 working days; with express ${delivery}, they are printed and dispatched within 24 hours. ${Delivery} is free on orders over ${free}.`,
          },
          {
            q: 'Can I see my card before it is printed?',
            a: 'Yes. The designer shows a live preview of the front, the inside and the back, and warns you if a photo’s resolution is too low for the format.',
          },
        ],
      },
      occ_birth: {
        name: us('Birth announcement cards', 'Birth announcements'),
        title: us(
          'Birth announcement cards with your baby’s photo | Printhaus',
          'Birth announcements with your baby’s photo | Printhaus',
        ),
        description: `Announce your new arrival with the first photos, the name, the date and the weight. Printed on premium card, envelopes included, fast ${delivery}.`,
        headline: 'Announce your new arrival',
        subline:
          'The first photos, the name, the date and the weight – the big news, beautifully printed.',
        intro: `## Welcome to the world

The first photos, the name, the date and time of birth, the weight and the length: our birth announcement cards have room for every detail that family and friends are waiting for. Choose from soft pastels, clean minimalist layouts and playful illustrations, and place up to six photos on a folded card.

Every card is printed on 350 gsm premium card and comes with a white envelope. For something extra special, pick a design with gold or rose-gold foil lettering. Tip: order your [thank-you cards](${P.occ_thanks}) in the same design at the same time – then you can reply to all the congratulations in one go.`,
        faq: [
          {
            q: 'Can I give the weight in pounds and ounces?',
            a: 'Of course. Every text field can be edited freely, so you can write 7 lb 4 oz, 3.3 kg or both – whatever your family is used to.',
          },
          {
            q: 'Can I design the card before the baby arrives?',
            a: 'Yes, and many parents do. Save the design in your account, then add the first photos, the name and the date after the birth and order in just a few minutes.',
          },
          {
            q: 'When should birth announcements be sent?',
            a: 'Most parents send them within the first six to eight weeks. There is no strict rule, though – a card that arrives a little later is just as welcome.',
          },
        ],
      },
      occ_wedding: {
        name: 'Wedding cards',
        title: 'Wedding invitations & save the dates with photos | Printhaus',
        description:
          'Wedding stationery in one design: save-the-date cards, invitations and thank-you cards with your photos, on premium card with optional gold foil.',
        headline: 'Wedding stationery that tells your story',
        subline:
          'Save the dates, invitations and thank-you cards in one design – from the first news to the last thank-you.',
        intro: `## From “save the date” to “thank you”

Your wedding stationery sets the tone long before the big day. Choose a design you love and carry it through: save-the-date cards months in advance, invitations with all the details of the day, and thank-you cards with your favourite photos afterwards. Names, dates, colours and fonts can all be changed to match your theme.

We print on heavy 350 gsm card with a smooth matt or natural textured finish, and selected designs are finished with real gold, silver or rose-gold foil. Envelopes are included, and a folded card leaves plenty of room for the timings, directions, dress code and reply date. Not quite sure yet? Order [free sample cards](${P.samples}) and feel the paper first.`,
        faq: [
          {
            q: 'When should we send our wedding invitations?',
            a: 'Save-the-date cards usually go out six to twelve months before the wedding – earlier if you are marrying abroad. Invitations should arrive six to eight weeks before the day, with a reply date about four weeks ahead.',
          },
          {
            q: 'Can we order thank-you cards later in the same design?',
            a: 'Yes. Your design stays saved in your account, so after the wedding you can turn it into a thank-you card with photos from the day and order it whenever you’re ready.',
          },
        ],
      },
      occ_birthday: {
        name: 'Birthday cards',
        title: 'Personalised birthday cards & party invitations | Printhaus',
        description:
          'Birthday cards and party invitations with your own photos – for first birthdays, milestone birthdays and every age in between. Envelopes included.',
        headline: 'Birthday cards that make their day',
        subline:
          'With a favourite photo and your own words – for first birthdays, big 40ths and every age in between.',
        intro: `## More personal than any card off the shelf

${us('A snap from the last holiday', 'A photo from your last vacation')}, a picture from decades ago or a collage of the past year: a birthday card with your own photos shows you have really thought about it. Our designs cover first birthdays, children’s parties, milestone birthdays from 18 to 100 and light-hearted cards for friends and colleagues.

Every text can be changed, from the big number on the front to the message inside. We print on 350 gsm premium card in a matt or silk finish, and each folded card comes with an envelope. Planning a party as well? Order the [invitations](${P.occ_invitation}) in the same style, and the whole celebration looks as if a designer had planned it.`,
        faq: [
          {
            q: 'Can I put the age on the card?',
            a: 'Yes. Many of our birthday designs have a large number on the front that you simply type over – from 1 to 100.',
          },
          {
            q: 'I’ve left it late – can I still get a card in time?',
            a: `Choose express ${delivery}: your card is printed and dispatched within 24 hours. Standard orders leave our print shop within 1–3 working days.`,
          },
        ],
      },
      occ_baptism: {
        name: us('Christening cards', 'Baptism cards'),
        title: us(
          'Christening invitations & thank-you cards | Printhaus',
          'Baptism invitations & thank-you cards | Printhaus',
        ),
        description: `${us('Christening', 'Baptism')} invitations and thank-you cards with your baby’s photo – in gentle colours and timeless designs, on premium card with envelopes.`,
        headline: us('Cards for a christening', 'Cards for a baptism'),
        subline:
          'Invitations and thank-you cards with your baby’s photo, in gentle colours and timeless designs.',
        intro: `## A day to remember

${us('A christening', 'A baptism')} brings the whole family together – and the invitation is the first sign of the celebration. Our designs combine your child’s photo with soft colours, delicate illustrations and classic symbols such as the dove, the cross or an olive branch. Add the name, the date, the church and the details of the get-together afterwards – and, if you like, a short blessing or verse.

For a non-religious celebration, many designs work just as well for a naming ceremony: simply leave out the religious motifs. All cards are printed on 350 gsm premium card with envelopes included, and thank-you cards in the same design make it easy to thank the godparents and guests afterwards.`,
        faq: [
          {
            q: 'Can I add a blessing or a Bible verse?',
            a: 'Yes. Every text field can be edited, so you can add a favourite verse, a blessing or a few words from the godparents.',
          },
          {
            q: 'How far in advance should we send the invitations?',
            a: `Around four to six weeks before the ${christening} is ideal, so that godparents and relatives who live further away can plan their journey.`,
          },
        ],
      },
      occ_communion: {
        name: 'First Communion cards',
        title: 'First Holy Communion invitations & thank-you cards | Printhaus',
        description:
          'First Communion cards with your child’s photo: invitations and thank-you cards with candle, chalice and dove motifs, printed on premium card.',
        headline: 'Cards for First Holy Communion',
        subline:
          'Invitations and thank-you cards with your child’s photo – dignified, joyful and made for the day.',
        intro: `## A special day for your child

First Holy Communion is a milestone that children remember for years. Our cards combine your child’s photo with traditional motifs – the candle, the chalice, the dove, ears of wheat and grapes – or with a modern, pared-back layout for families who prefer something simpler. Add the name, the date, the church and the time of Mass, plus the details of the celebration afterwards.

After the day, thank-you cards with photos of the celebration make a lovely keepsake for grandparents and godparents. All cards are printed on 350 gsm premium card, folded cards come with matching envelopes, and selected designs are available with gold or silver foil.`,
        faq: [
          {
            q: 'Can we use one design for the invitations and the thank-you cards?',
            a: 'Yes. Save the invitation in your account and turn it into a thank-you card after the day – simply swap in new photos and text.',
          },
          {
            q: 'How far ahead should we order?',
            a: 'We recommend ordering the invitations about six weeks before the Communion. They leave our print shop within 1–3 working days.',
          },
        ],
      },
      occ_confirmation: {
        name: 'Confirmation cards',
        title: 'Confirmation invitations & thank-you cards | Printhaus',
        description:
          'Confirmation cards for teenagers: modern invitations and thank-you cards with their own photo, clean typography and optional foil, on premium card.',
        headline: 'Confirmation cards with style',
        subline:
          'Modern invitations and thank-you cards that teenagers will be happy to send themselves.',
        intro: `## Grown-up designs for a grown-up day

At confirmation, young people say yes to their faith – and they usually have firm ideas about how their cards should look. That is why our confirmation designs are clean and contemporary: a strong portrait photo, clear typography and subtle symbols instead of too much ornament. Name, date, church and the celebration afterwards fit neatly on a folded card.

Design the card together with your teenager on the computer or in the [Printhaus app](${P.app}); the project is saved in your account and can be finished later. We print on 350 gsm premium card, include envelopes and can add gold or silver foil to selected designs. Thank-you cards in the same look complete the set.`,
        faq: [
          {
            q: 'Do you have designs without obvious religious symbols?',
            a: 'Yes. Many of our confirmation designs rely on photo and typography alone, and you can remove symbols such as the cross or the dove in the designer.',
          },
          {
            q: 'Can we order a few extra cards later?',
            a: 'Of course. Your design stays in your account, so you can reorder any quantity at any time.',
          },
        ],
      },
      occ_christmas: {
        name: us('Christmas cards', 'Holiday & Christmas cards'),
        title: us(
          'Personalised Christmas cards with your photos | Printhaus',
          'Personalised holiday cards & Christmas cards | Printhaus',
        ),
        description: us(
          `Christmas cards with your family photo: folded cards, postcards and foil designs with envelopes included. Free delivery on orders over ${free}.`,
          `Holiday and Christmas cards with your family photo: folded cards, postcards and foil designs with envelopes included. Free shipping over ${free}.`,
        ),
        headline: us(
          'Christmas cards with your favourite photos',
          'Holiday cards with your favourite photos',
        ),
        subline: us(
          'From the family photo to the year in pictures – greetings that end up on the mantelpiece.',
          'From the family photo to the year in pictures – greetings that end up on the mantel.',
        ),
        intro: `## Season’s greetings, personally

${us('A card with a family photo is the loveliest way to keep in touch at Christmas.', 'A card with a family photo is the loveliest way to stay in touch over the holidays.')} Choose from festive classics, Scandinavian minimalism and cheerful photo collages that tell the story of your year – with room on the back for a few words about everything that has happened since last ${us('Christmas', 'December')}. Many designs come with real gold, silver or rose-gold foil that sparkles in candlelight.

All our ${us('Christmas', 'holiday')} cards are printed on 350 gsm premium card; folded cards come with envelopes, and postcards can be ${posted} without one. Order in good time: we print within 1–3 working days, but the ${post} gets very busy in December. Sending cards to clients? Take a look at our offers for [business customers](${P.business}).`,
        faq: [
          {
            q: us(
              'When should I order my Christmas cards?',
              'When should I order my holiday cards?',
            ),
            a: `Ideally by the beginning of December. Our print shop dispatches within 1–3 working days, and with express ${delivery}, cards ordered in mid-December can still arrive in time. You’ll find all the details on our [${delivery} page](${P.shipping}).`,
          },
          {
            q: 'Can we order cards with our company logo?',
            a: `Yes. Upload your logo in the designer and place it wherever you like. From 50 cards we offer volume discounts – find out more on our [business customers](${P.business}) page.`,
          },
        ],
      },
      occ_sympathy: {
        name: 'Sympathy cards',
        title: 'Sympathy cards & funeral thank-you cards | Printhaus',
        description:
          'Sympathy cards, funeral announcements and thank-you cards for condolences – in quiet, dignified designs, with a photo if you wish. Printed with care.',
        headline: 'Sympathy cards and thank-you cards',
        subline:
          'Quiet, dignified designs for saying goodbye – and for thanking everyone who stood by you.',
        intro: `## When words are hard to find

Losing someone leaves little room for organising. Our sympathy range is deliberately calm: soft colours, plenty of white space, natural motifs such as trees, feathers and flowers, and room for a photo of the person you are remembering. Use the cards to let people know about a death and the funeral or memorial service, to send your condolences, or to thank everyone for their kindness afterwards.

We print on 350 gsm premium card with a matt finish that looks understated and is lovely to write on by hand. Envelopes are included, and with express ${delivery} your cards are printed and dispatched within 24 hours. If you are unsure what to write, our [wording ideas](${wordingArticle}) may help.`,
        faq: [
          {
            q: 'How quickly can the cards be ready?',
            a: `With express ${delivery}, we print and dispatch your order within 24 hours. Standard orders leave us within 1–3 working days.`,
          },
          {
            q: 'Can I add a poem or a personal message inside?',
            a: 'Yes. The inside can be edited freely: print a poem, a few lines about the person or simply the date and place of the service, and leave room for a handwritten note.',
          },
        ],
      },
      occ_thanks: {
        name: 'Thank-you cards',
        title: 'Personalised thank-you cards with your photos | Printhaus',
        description:
          'Thank-you cards with your photos for weddings, new babies, birthdays and more – on premium card, envelopes included, in designs that match your invitations.',
        headline: 'Thank-you cards that really say thanks',
        subline:
          'With a photo from the day and a few warm words – for the wedding, the new baby or any kind gesture.',
        intro: `## Two words that deserve a proper card

A thank-you card with a photo from the day shows your guests what their presence, presents and good wishes meant to you. Our designs cover weddings, births, ${christening}s, birthdays, retirements and ${us('end-of-term thanks', 'end-of-year thanks')} for teachers – and many match our invitation designs, so everything looks like one set.

Add up to ten photos, your names and a personal message; the inside can be printed or left blank for handwriting. We print on 350 gsm premium card with a matt or silk finish, and every folded card comes with an envelope. Tip: order a few more cards than you think you need – there is always someone you’ve forgotten.`,
        faq: [
          {
            q: 'How soon should thank-you cards be sent?',
            a: 'Within a few weeks is ideal. After a wedding, up to three months is perfectly acceptable – time enough to choose the best pictures from the photographer.',
          },
          {
            q: 'Can I leave the inside blank for a handwritten note?',
            a: 'Yes. You decide for each page whether it is printed or left blank – many people like a printed greeting with space for a personal line.',
          },
        ],
      },
      occ_invitation: {
        name: 'Invitations',
        title: 'Personalised invitations for every celebration | Printhaus',
        description:
          'Invitations with your own photos for birthdays, weddings, anniversaries and summer parties – as folded cards or postcards, printed on premium card.',
        headline: 'Invitations nobody can say no to',
        subline:
          'For birthdays, anniversaries, garden parties and more – with your photo, your details and your style.',
        intro: `## Set the scene for your celebration

An invitation is the first taste of your party. Whether it’s a child’s birthday, a golden wedding anniversary, ${us('a retirement do', 'a retirement party')} or a summer barbecue, our designs give your guests everything they need at a glance: who, when, where and by when to reply. Add your own photos, change colours and fonts, and include extra details such as the dress code or a note about gifts.

Choose [folded cards](${P.type_folded}) with room for the whole schedule of the day, or [postcards](${P.type_postcard}) that can be ${posted} without an envelope. All invitations are printed on 350 gsm premium card and leave our print shop within 1–3 working days.`,
        faq: [
          {
            q: 'How far in advance should I send invitations?',
            a: 'For birthdays and parties, three to four weeks is usually enough. For big celebrations such as weddings or milestone anniversaries, allow six to eight weeks.',
          },
          {
            q: 'Can I add a reply date and contact details?',
            a: 'Yes. Add a reply date, a phone number or an email address anywhere in the text – most of our designs already have a line for it.',
          },
        ],
      },
      type_folded: {
        name: 'Folded cards',
        title: `Folded cards with your photos | Printhaus`,
        description:
          'Personalised folded cards in portrait, landscape or square format: four printable pages on 350 gsm premium card, with an envelope included.',
        headline: 'Folded cards with room for words and pictures',
        subline: 'Four pages for photos and text, on premium card with an envelope included.',
        intro: `## The classic greeting card

A folded card gives you four pages to fill: a striking photo on the front, your message and more pictures inside, and a small detail on the back if you like. Choose ${us('A6 in portrait or landscape (14.8 x 10.5 cm) or the square format (14.5 x 14.5 cm)', 'A6 in portrait or landscape (5.8 x 4.1 in.) or the square format (5.7 x 5.7 in.)')}. Every page can be designed or left blank for handwriting.

We print on 350 gsm premium card and score and fold every card by machine, so the fold stays crisp. Prices start at ${fromPrice('card', 'klappkarte-a6')} per card and fall as the quantity rises.

- Matt, silk or natural paper with a fine texture
- White envelope included with every card
- Optional gold, silver or rose-gold foil`,
        faq: [
          {
            q: 'Which paper should I choose?',
            a: `Matt looks elegant and is easy to write on; silk makes photo colours more vivid; natural paper has a tactile texture that suits wedding and minimalist designs. If you can’t decide, order [free sample cards](${P.samples}).`,
          },
          {
            q: 'Can I leave the inside blank?',
            a: 'Yes. In the designer you choose for each page whether it is printed or left white.',
          },
        ],
      },
      type_postcard: {
        name: 'Postcards',
        title: 'Personalised postcards with your photos | Printhaus',
        description: `Photo postcards printed on both sides on sturdy 350 gsm card – for invitations, save the dates, ${us('change-of-address cards', 'moving announcements')} and greetings.`,
        headline: 'Postcards: short, sweet and sturdy',
        subline: `Printed on both sides and sturdy enough to ${post} without an envelope – for quick greetings and invitations.`,
        intro: `## Big pictures, short messages

A postcard gets straight to the point: a photo on the front, a few lines on the back, a stamp – done. Our postcards come in A6 (${us('14.8 x 10.5 cm', '5.8 x 4.1 in.')}) and are printed on both sides, so you can design the back with a classic address layout, a second photo or all the details of your invitation.

We use 350 gsm premium card that survives the journey through the ${post} without an envelope; if you prefer, add envelopes for a small surcharge. Postcards are a favourite for save-the-dates, ${us('change-of-address cards', 'moving announcements')}, ${holiday} greetings and thank-yous after a party. Choose a matt or silk finish and order anything from one card to several hundred – the more you order, the less you pay per card.`,
        faq: [
          {
            q: 'Can I send postcards without an envelope?',
            a: `Yes. Our postcards are sturdy enough to be ${posted} as they are – simply address them and add a stamp.`,
          },
          {
            q: 'Can I design the back?',
            a: 'Yes. Choose a layout with address lines and a stamp box, fill the whole back with text, or add more photos.',
          },
        ],
      },
      type_panorama: {
        name: 'Panoramic cards',
        title: 'Panoramic cards in long format with your photos | Printhaus',
        description:
          'Panoramic cards in the long DL format for landscapes, group photos and wide views – flat or folded, on 350 gsm premium card with envelopes included.',
        headline: 'Panoramic cards for the big picture',
        subline:
          'The long format for wide landscapes, group photos and photo strips – flat or folded.',
        intro: `## Room for the whole view

Some pictures simply need more width: a mountain ridge at sunset, the whole wedding party on the church steps, or a row of photos like a film strip. Our panoramic cards come in the long DL format (${us('21 x 10 cm', '8.3 x 3.9 in.')}), either as a flat card or as a folded card that opens lengthwise and gives you a spread twice as wide inside.

We print on 350 gsm premium card in a matt or silk finish and include a matching DL envelope. Panoramic cards are especially popular as wedding invitations, as ${us('Christmas', 'holiday')} cards with a family photo and as travel greetings. Tip: the panorama mode on your smartphone produces pictures that fit the format perfectly.`,
        faq: [
          {
            q: 'Which photos work best?',
            a: 'Wide landscapes, group photos and panorama shots from your phone. Portrait photos work too – place two or three side by side, like a photo strip.',
          },
          {
            q: 'What resolution do I need?',
            a: 'For sharp results, your photo should be at least 2,500 pixels wide. The designer warns you if a picture is too small for the format.',
          },
        ],
      },
      type_foil: {
        name: 'Foil cards',
        title: 'Foil cards with gold, silver & rose-gold finish | Printhaus',
        description:
          'Cards with real gold, silver or rose-gold foil: shimmering names, lettering and ornaments combined with your photos – for weddings, Christmas and more.',
        headline: 'Foil cards that catch the light',
        subline:
          'Real gold, silver or rose-gold foil on names, lettering and ornaments – combined with your photos.',
        intro: `## A touch of shine

Foil turns a beautiful card into something truly special. We apply real metallic foil in a separate finishing step, so names, lettering and ornaments shimmer as you tilt the card – an effect no printing ink can reproduce. Choose gold for warm, festive designs, silver for a cool, modern look or rose gold for a soft, romantic touch.

The foil is combined with a full-colour photo print on 350 gsm matt premium card, where the metallic finish stands out especially well. You can edit the text freely: whatever you type into a foiled text field is foiled too. Foil cards are available as folded cards and postcards, and folded cards come with envelopes.`,
        faq: [
          {
            q: 'Which parts of the card are foiled?',
            a: 'The foiled elements are marked in the designer – usually names, headings and decorative details. Any text you type into these fields is printed in foil.',
          },
          {
            q: 'Does foil take longer to produce?',
            a: 'Foil is applied in an extra step, so foil cards leave our print shop within 2–4 working days – one day longer than our standard cards.',
          },
          {
            q: 'Can I see the foil before I order?',
            a: `The designer shows a preview of the foil effect. To see the real shine, order up to three [free sample cards](${P.samples}).`,
          },
        ],
      },
      samples: {
        name: 'Sample cards',
        title: 'Order free sample cards – feel the paper first | Printhaus',
        description: `Order up to three sample cards free of charge and check the paper, colours and foil before you order. Each additional sample costs just ${sample}.`,
        headline: 'Try before you order',
        subline:
          'Up to three sample cards free – so you can check paper, colours and foil in your own hands.',
        intro: `## See and feel the quality

A screen can show a design, but not how heavy the card feels, how the matt paper takes the light or how the foil sparkles. That’s why you can order up to three sample cards free of charge before placing your main order. Each additional sample card costs ${sample}.

Samples are printed exactly like the finished product: on the paper you choose, with your own photos and text or as one of our ready-made designs. It’s the best way to compare matt, silk and natural paper side by side, or to check the colours of an important photo. Sample cards are dispatched within 1–3 working days, and your designs stay saved in your account, so you can order the full run straight afterwards.`,
        faq: [
          {
            q: 'Are the sample cards really free?',
            a: `Yes. Up to three sample cards per order are free of charge; each additional sample costs ${sample}.`,
          },
          {
            q: 'Can I order a sample of my own design?',
            a: `Yes. Design your card as usual and add a single sample copy to your ${basket} – we print exactly that card, with your photos and text.`,
          },
        ],
      },
      wallCalendar: {
        name: 'Wall calendars',
        title: `Photo wall calendars in A4, A3 & square | Printhaus`,
        description:
          'Design your photo wall calendar in A4, A3 or square, portrait or landscape: 250 gsm silk-matt paper, spiral binding and a start in any month you like.',
        headline: 'Photo wall calendars for every wall',
        subline:
          'Twelve favourite photos, one for every month – in A4, A3 or square, on premium silk-matt paper.',
        intro: `## The classic photo calendar

A wall calendar is the photo present that gets looked at every single day. Choose ${us('A4 or A3', 'A4 (8.3 x 11.7 in.) or A3 (11.7 x 16.5 in.)')} in portrait or landscape, or the square ${us('30 x 30 cm', '11.8 x 11.8 in.')} format for a modern look, then add one large photo per month or a collage of several. Birthdays, anniversaries and ${publicHolidays} can be added with a click, and the calendar can start in any month.

We print on heavy 250 gsm silk-matt premium paper that shows colours brilliantly and is easy to write on. The spiral binding comes in white, black or silver with a hanger, and a cover page gives your calendar its title. Looking for something more practical? Try a [family planner](${P.familyPlanner}) or a [desk calendar](${P.deskCalendar}).`,
        faq: [
          {
            q: 'Which size is right for me?',
            a: 'A4 suits kitchens and hallways and makes a lovely gift; A3 is a real eye-catcher above a desk or sideboard. The square format is ideal for smartphone photos and square crops.',
          },
          {
            q: 'Can I use several photos for one month?',
            a: 'Yes. For each month, choose a layout with one to eight photos – or mix single pictures and collages throughout the year.',
          },
        ],
      },
      deskCalendar: {
        name: 'Desk calendars',
        title: 'Photo desk calendars for your desk & shelf | Printhaus',
        description:
          'Personalised desk calendars with your photos in A5, A6, square and panoramic format – on a sturdy stand, with 250 gsm silk-matt pages.',
        headline: 'A little calendar, a lot of joy',
        subline:
          'Your photos at a glance on your desk, shelf or reception counter – on a sturdy stand.',
        intro: `## Your favourite photos, always in view

A desk calendar stands where you spend your day: on your desk at work, on a bedside table or next to the ${us('till', 'register')} in your shop. Choose from ${us('A5 and A6 landscape, a square 14.5 x 14.5 cm format and a slim panoramic format of 26.5 x 12 cm', 'A5 and A6 landscape (8.3 x 5.8 in. and 5.8 x 4.1 in.), a 5.7 in. square and a slim panoramic format (10.4 x 4.7 in.)')}. Each month gets its own page with a photo and a clear calendar grid, and you can add birthdays and appointments as you design.

The pages are printed on 250 gsm silk-matt premium paper and held by a spiral binding on a stand made of sturdy board. Desk calendars make a great small gift for colleagues and grandparents – and, with your company logo, a practical giveaway for [business customers](${P.business}).`,
        faq: [
          {
            q: 'Does the stand come with the calendar?',
            a: 'Yes. Every desk calendar arrives with its stand already attached – just unfold it and put it in place.',
          },
          {
            q: 'Can I start the calendar in any month?',
            a: 'Yes. Desk calendars can start in any month – ideal as a present for a new job or a birthday in the middle of the year.',
          },
        ],
      },
      familyPlanner: {
        name: 'Family planners',
        title: 'Photo family planners with up to five columns | Printhaus',
        description: `The family planner with your photos: up to five named columns, plenty of space to write and a photo every month – in ${us('20 x 40 or 15 x 40 cm', 'two tall, slim formats')}.`,
        headline: 'Family planner: everyone’s plans on one page',
        subline:
          'Up to five columns for the whole family’s appointments – with a favourite photo every month.',
        intro: `## Who’s where, and when?

${us('Football training, parents’ evening, the dentist', 'Soccer practice, parent-teacher conferences, the dentist')}, Grandma’s birthday: in a busy household, a family planner keeps everyone on the same page. Each person gets their own column with their name at the top – up to five columns in all – and each month opens with one of your favourite family photos. There is enough space in every box to write with a normal pen.

Choose the ${us('20 x 40 cm', '7.9 x 15.7 in.')} format or the slimmer ${us('15 x 40 cm', '5.9 x 15.7 in.')} version for narrow walls and ${us('cupboard', 'cabinet')} doors. We print on 250 gsm silk-matt paper that takes ballpoint, gel pen and pencil alike, with spiral binding and a hanger. Add birthdays, ${us('school holidays and bin days', 'school breaks and trash pickup days')} while you design, and nobody will miss a thing.`,
        faq: [
          {
            q: 'How many columns can I have?',
            a: 'Up to five. In the designer, choose between three, four and five columns and write each family member’s name at the top.',
          },
          {
            q: us('Can I add school holidays?', 'Can I add school breaks?'),
            a: `Yes. Add ${us('school holidays', 'school breaks')}, birthdays and recurring dates as you design – they are printed straight into the calendar.`,
          },
        ],
      },
      kitchenCalendar: {
        name: 'Kitchen calendars',
        title: 'Slim photo kitchen calendars with space to write | Printhaus',
        description: `Kitchen calendars with your photos in a slim ${us('13 x 30 cm', '5.1 x 11.8 in.')} format: a photo every month, a list of days with space for notes, spiral bound with a hanger.`,
        headline: 'Kitchen calendar: slim, practical, personal',
        subline: `Fits on any ${us('cupboard', 'cabinet')} door or narrow wall – with a photo every month and room for every appointment.`,
        intro: `## Small format, big help

The kitchen is where the day gets planned. Our kitchen calendar in a slim ${us('13 x 30 cm', '5.1 x 11.8 in.')} format fits on a ${us('cupboard', 'cabinet')} door, the side of the fridge or the narrow strip of wall beside the door. At the top of each month is a photo of your choice; below it, the days are listed one under the other, each with a line for appointments, shopping reminders or whose turn it is to cook.

Like all our calendars, it is printed on 250 gsm silk-matt premium paper that is easy to write on, with spiral binding and a hanger. Add birthdays and ${publicHolidays} as you design, and start in any month. A thoughtful present for the person who keeps the whole family organised.`,
        faq: [
          {
            q: 'Can I write on the calendar?',
            a: 'Yes. The silk-matt paper takes ballpoint, felt-tip and pencil without smudging.',
          },
          {
            q: 'Which photos suit the narrow format?',
            a: 'Portrait photos work best. You can also place two or three square pictures one above the other – the designer crops them for you, and you can adjust every crop.',
          },
        ],
      },
      appointmentCalendar: {
        name: 'Appointment calendars',
        title: 'Photo appointment calendars in A4 & A3 landscape | Printhaus',
        description:
          'Appointment calendars with your photos in A4 or A3 landscape: a large month grid with space for every date, printed on 250 gsm silk-matt paper.',
        headline: 'Appointment calendars with room to plan',
        subline: 'A generous month grid for every appointment – with your photo right beside it.',
        intro: `## The whole month at a glance

When you need to see the whole month, an appointment calendar is the right choice. In ${us('A4 or A3 landscape', 'A4 or A3 landscape (11.7 x 8.3 in. or 16.5 x 11.7 in.)')}, each page combines one of your photos with a large grid of day boxes, leaving space for meetings, shifts, training sessions and deadlines. Week numbers help with planning at work, and ${publicHolidays} can be shown or hidden.

We print on 250 gsm silk-matt premium paper that is easy to write on, with spiral binding and a hanger. The A3 version is big enough for a team office or a workshop wall. With your own photos and your logo, it becomes a useful gift for clients and staff – see our offers for [business customers](${P.business}).`,
        faq: [
          {
            q: 'Can I show week numbers?',
            a: 'Yes. Week numbers are shown by default and can be switched off in the designer.',
          },
          {
            q: 'Is the A3 calendar suitable for an office?',
            a: `Yes. At ${us('42 x 29.7 cm', '16.5 x 11.7 in.')} it is easy to read from across the room, and the large day boxes leave space for several entries per day.`,
          },
        ],
      },
      photobook: {
        name: 'Photo books',
        title: `Photo books with your pictures | Printhaus`,
        description:
          'Create a photo book in hardcover, softcover or layflat: 26 pages expandable to 154, in A4, A5 and square formats, with automatic page layouts.',
        headline: 'Photo books that tell your story',
        subline: us(
          'Holidays, weddings, baby’s first year – on 26 to 154 pages, in hardcover, softcover or layflat.',
          'Vacations, weddings, baby’s first year – on 26 to 154 pages, in hardcover, softcover or layflat.',
        ),
        intro: `## A book full of memories

Some stories need more than one picture. A photo book gathers a whole ${holiday}, a wedding or a year of family life into something you can leaf through again and again. Every book starts with 26 pages and can be expanded to 154. Choose A4 portrait or landscape, A5 or a square format of ${us('21 x 21 or 30 x 30 cm', '8.3 or 11.8 in.')}; our designer can lay out your photos automatically, and you fine-tune every page. Prices start at ${fromPrice('photobook')}.

Three bindings to choose from:

- **Hardcover** – a sturdy printed cover, the classic gift
- **Softcover** – light and flexible, ideal for slimmer books
- **Layflat** – thick pages on real photo paper that open completely flat, so panoramas run seamlessly across the spread`,
        faq: [
          {
            q: 'What’s the difference between layflat and standard binding?',
            a: 'In a standard binding, the pages curve towards the spine. Layflat pages are bonded to a rigid core and open completely flat – perfect for panoramas and photos across a double page.',
          },
          {
            q: 'Can I add pages later?',
            a: 'Yes. While designing, you can add pages in pairs up to a maximum of 154. The price updates as you go.',
          },
        ],
      },
      collage: {
        name: 'Photo collage',
        title: `Photo collage with up to 60 photos | Printhaus`,
        description:
          'Create a photo collage with up to 60 pictures: grid, heart or lettering templates, printed as a poster or on canvas in many sizes.',
        headline: 'Lots of photos, one picture',
        subline: 'Up to 60 photos in one collage – printed as a poster or on canvas.',
        intro: `## All your favourites in one place

Why choose one photo when you can show sixty? Our photo collage brings the best moments of a year, a ${holiday} or a friendship together in one picture. Choose a template – a clean grid, a heart, a number for a milestone birthday or a word such as “HOME” – and drag your photos in; the designer arranges them automatically, and you can swap, zoom and crop each one.

Your collage is printed as a poster on premium photo paper or on canvas stretched by hand over a wooden frame, in sizes from ${us('20 x 30 to 60 x 90 cm', '20 x 30 cm (8 x 12 in.) to 60 x 90 cm (24 x 36 in.)')}. Posters start at ${fromPrice('collage')}, and you can add a frame when you order. A lovely present for birthdays, anniversaries, ${us('leaving dos', 'farewell parties')} and Mother’s Day.`,
        faq: [
          {
            q: 'How many photos do I need?',
            a: 'Anything from 4 to 60. Templates for 10, 20, 30 or more photos make it easy, and you can add or remove tiles at any time.',
          },
          {
            q: 'Do my photos need a high resolution?',
            a: 'Less than you might think, because each photo is fairly small in a collage. Smartphone photos are absolutely fine, and the designer warns you if a picture is too small.',
          },
        ],
      },
    },

    // ------------------------------------------------------------ wall-art categories
    wallart: {
      acrylic: {
        name: 'Acrylic prints',
        title: `Acrylic prints of your photos | Printhaus`,
        description: `Your photo behind crystal-clear acrylic glass: brilliant colours and real depth, ${us('from 20 x 30 to 80 x 120 cm', 'from 8 x 12 to 32 x 48 in.')}, with a hidden hanging rail.`,
        headline: 'Your photo behind acrylic glass',
        subline:
          'Crystal-clear, brilliant and full of depth – with a hidden hanging rail for a frameless look.',
        intro: `## Colours that glow

Behind acrylic glass, a photo gains a depth and brilliance that no other material can match. We print your picture on premium photo paper and bond it, free of bubbles, behind a crystal-clear ${us('5 mm', '¼ in.')} acrylic sheet. Colours become more intense, blacks deeper and fine details razor-sharp – ideal for night shots, bold colours and modern interiors.

Acrylic prints are available from ${us('20 x 30 to 80 x 120 cm', '20 x 30 cm (8 x 12 in.) to 80 x 120 cm (32 x 48 in.)')}, from ${fromPrice('wallart', 'acrylglas')}. An aluminium hanging rail is fixed to the back, so the picture seems to float just in front of the wall. Every piece is checked by hand and packed in a made-to-measure box with corner protection.`,
        faq: [
          {
            q: 'Does acrylic glass reflect?',
            a: `Yes, the glossy surface reflects light. Avoid hanging it directly opposite a window; in very bright rooms, [aluminium Dibond](${P.alu}) with its matt finish is the better choice.`,
          },
          {
            q: 'How do I clean an acrylic print?',
            a: `Use a soft ${us('microfibre', 'microfiber')} cloth, dampened with a little water if needed. Avoid glass cleaner and ${us('kitchen roll', 'paper towels')}, which can scratch the surface.`,
          },
          {
            q: 'Can I hang it in the bathroom?',
            a: 'Yes. Acrylic glass is moisture-resistant, which makes it one of the best choices for bathrooms and kitchens.',
          },
        ],
      },
      alu: {
        name: 'Aluminium Dibond',
        title: `Aluminium Dibond prints – matt & brushed | Printhaus`,
        description: `Your photo printed directly on aluminium Dibond: matt white or brushed finish, no reflections, rigid and moisture-resistant, ${us('from 20 x 30 to 80 x 120 cm', 'from 8 x 12 to 32 x 48 in.')}.`,
        headline: 'Your photo on aluminium',
        subline:
          'Matt, rigid and modern – printed directly on aluminium composite panel, with no reflections.',
        intro: `## Clean lines, no reflections

Aluminium Dibond is the material of choice for architecture, cityscapes, black-and-white photography and anyone who loves a clean, contemporary look. The ${us('3 mm', '⅛ in.')} composite panel – two thin aluminium sheets with a solid core – is printed directly with UV-cured inks. The result is matt, free of reflections and remarkably rigid, even in large formats.

Choose between two finishes: **matt white**, where your photo sits on a white base and colours look natural, and **brushed**, where the fine metallic grain shows through the lighter areas of the picture for an industrial effect. Sizes range from ${us('20 x 30 to 80 x 120 cm', '20 x 30 cm (8 x 12 in.) to 80 x 120 cm (32 x 48 in.)')}, from ${fromPrice('wallart', 'aludibond')}. A hanging rail on the back holds the picture slightly away from the wall.`,
        faq: [
          {
            q: 'Is aluminium Dibond suitable for bathrooms and kitchens?',
            a: 'Yes. The panel does not warp and is moisture-resistant, so it copes well with steam and changing temperatures. Wipe it clean with a soft, slightly damp cloth.',
          },
          {
            q: 'Matt white or brushed – which should I choose?',
            a: 'For natural colours and portraits, choose matt white. Brushed aluminium suits black-and-white photos, architecture and technical subjects – bright areas take on a metallic sheen.',
          },
        ],
      },
      poster: {
        name: 'Posters',
        title: `Photo posters in large sizes | Printhaus`,
        description: `Your photo as a poster on premium photo paper, ${us('gloss or matt', 'glossy or matte')}, ${us('from 20 x 30 to 60 x 90 cm', 'from 8 x 12 to 24 x 36 in.')} – sent rolled in a sturdy tube or ready-framed.`,
        headline: 'Your photo as a poster',
        subline: 'Affordable, flexible and pin-sharp – on premium photo paper, framed or unframed.',
        intro: `## The easy way to big pictures

A poster is the quickest route from photo to wall – and the easiest to change when you ${us('fancy', 'want')} something new. We print on heavy premium photo paper with a ${us('gloss or matt', 'glossy or matte')} finish, using fade-resistant inks that reproduce fine details and smooth gradients. Sizes range from ${us('20 x 30 to 60 x 90 cm', '8 x 12 to 24 x 36 in.')}, from ${fromPrice('wallart', 'poster')}.

Unframed posters are rolled and sent in a sturdy cardboard tube, so they arrive without creases. Or let us do the framing: choose a [wooden or aluminium frame](${P.frames}) with an optional white mount, and your poster arrives ready to hang behind shatterproof acrylic glazing. Posters are perfect for gallery walls, children’s rooms and ${us('rented flats', 'rental apartments')}.`,
        faq: [
          {
            q: `Will my poster get creased in the ${post}?`,
            a: 'No. Unframed posters are rolled and sent in a rigid tube. If it curls a little after unpacking, leave it flat under a few books for a day.',
          },
          {
            q: us('Gloss or matt?', 'Glossy or matte?'),
            a: us(
              'Gloss makes colours pop and suits bold photos; matt has no glare and looks calmer – the better choice behind glazing or in bright rooms.',
              'Glossy makes colours pop and suits bold photos; matte has no glare and looks calmer – the better choice behind glazing or in bright rooms.',
            ),
          },
        ],
      },
      gallery: {
        name: 'Gallery prints',
        title: `Gallery prints behind acrylic glass | Printhaus`,
        description: `Gallery print: a real photo print behind acrylic glass on aluminium Dibond – the way galleries present photography, with an optional oak ${tray}.`,
        headline: 'Gallery prints: your photo as a work of art',
        subline:
          'Photo print, acrylic glass and aluminium Dibond combined – the premium way to show your best picture.',
        intro: `## The premium presentation

A gallery print combines the best of three materials. Your photo is exposed on real photographic paper, sealed behind crystal-clear acrylic glass and backed with rigid aluminium Dibond. The result has the brilliance and depth of acrylic, the stability of aluminium and the fine tonal range of a genuine photo print – the way photographers present their work in galleries.

Gallery prints are available from ${us('30 x 40 to 80 x 120 cm', '30 x 40 cm (12 x 16 in.) to 80 x 120 cm (32 x 48 in.)')}, from ${fromPrice('wallart', 'gallerybond')}. For an especially elegant finish, add a solid oak ${tray}: the picture sits inside it with a narrow shadow gap and appears to float. Every gallery print is checked by hand, fitted with a hanging rail and packed in a made-to-measure box.`,
        faq: [
          {
            q: 'How is a gallery print different from an acrylic print?',
            a: 'In a gallery print, a genuine silver-halide photo print is sealed between acrylic glass and aluminium Dibond. That makes it even more rigid and gives the finest tonal detail – our premium option for large formats and fine photography.',
          },
          {
            q: `Can I have a gallery print without the ${tray}?`,
            a: `Yes. The ${tray} is optional – without it, the gallery print hangs frameless and seems to float in front of the wall.`,
          },
        ],
      },
      hahnemuehle: {
        name: 'Hahnemühle fine art prints',
        title: `Hahnemühle fine art prints | Printhaus`,
        description:
          'Museum-quality fine art prints on Hahnemühle paper: acid-free, age-resistant and printed with pigment inks – for your best photography and artwork.',
        headline: 'Fine art prints on Hahnemühle paper',
        subline:
          'Museum quality on fine art paper from a German mill that has been making paper since 1584.',
        intro: `## Museum quality for your best photos

For photos that deserve to be treated as art, we print on fine art papers from Hahnemühle, which has been making paper in Dassel, Lower Saxony, since 1584. Our standard paper is Photo Rag®, a 308 gsm paper made from 100% cotton with a soft, velvety matt surface; for a more pronounced texture, choose German Etching®. Both papers are acid-free and age-resistant.

We print with twelve pigment inks on a large-format fine art printer that reproduces subtle tones and deep blacks with great precision – especially beautiful for black-and-white photography, landscapes and artwork. Sizes range from ${us('20 x 30 to 60 x 90 cm', '8 x 12 to 24 x 36 in.')}, from ${fromPrice('wallart', 'hahnemuehle')}. Your print is sent flat between rigid boards, or ready-framed with a white mount if you prefer.`,
        faq: [
          {
            q: 'Photo Rag or German Etching?',
            a: 'Photo Rag has a smooth, velvety surface that suits most photos and artwork. German Etching has a visible texture reminiscent of etching paper – lovely for landscapes and black-and-white pictures.',
          },
          {
            q: 'Should I frame a fine art print?',
            a: `We recommend it, as the matt paper surface is delicate. Choose one of our [picture frames](${P.frames}) with a white mount – we frame your print to the millimetre.`,
          },
        ],
      },
      forex: {
        name: 'Forex prints',
        title: `Forex prints on lightweight PVC board | Printhaus`,
        description: `Your photo printed on lightweight Forex PVC foam board: matt, rigid and affordable, ${us('from 20 x 30 to 60 x 90 cm', 'from 8 x 12 to 24 x 36 in.')} – and very easy to hang.`,
        headline: 'Forex: light, matt and affordable',
        subline:
          'Your photo on lightweight PVC foam board – rigid, matt and easy to hang anywhere.',
        intro: `## The lightweight among our materials

Forex is a rigid PVC foam board that weighs only a fraction of glass or aluminium. We print your photo directly onto the ${us('5 mm', '3/16 in.')} board with UV-cured inks, giving a matt, glare-free surface with crisp detail. Because it is so light, Forex is easy to hang – ideal for ${us('rented flats', 'rental apartments')}, children’s rooms, shops, offices and exhibitions.

Sizes range from ${us('20 x 30 to 60 x 90 cm', '8 x 12 to 24 x 36 in.')}, from ${fromPrice('wallart', 'forexplatte')}. Every board is cut precisely with clean white edges and comes with a self-adhesive hanger on the back; larger formats get two. Forex is the affordable alternative to [aluminium Dibond](${P.alu}) when you want a modern, frameless look without the weight.`,
        faq: [
          {
            q: 'Can Forex be used outdoors?',
            a: 'Forex is water-resistant and can be displayed outdoors for a short time, for example at an event. For permanent outdoor use, we recommend aluminium Dibond.',
          },
          {
            q: 'How do I hang a Forex print?',
            a: 'Each board has a self-adhesive hanger fitted on the back, so a small nail or screw is all you need. Small formats can also be hung with removable adhesive strips.',
          },
        ],
      },
      frames: {
        name: 'Picture frames',
        title: `Picture frames in wood & aluminium | Printhaus`,
        description: `Picture frames in wood and aluminium, with or without a mount, plus ${trays} for canvas – as empty frames or ready-framed with your photo.`,
        headline: 'Picture frames for every picture',
        subline: `Wood, aluminium or ${trays} for canvas – empty or ready-framed with your photo.`,
        intro: `## The right frame makes the picture

A good frame turns a print into a finished piece of wall art. Choose from warm wooden frames in oak, walnut, black and white, slim aluminium frames in matt black, silver and gold, and ${trays} that give canvas prints a floating look. Every frame is made to measure in our workshop, in sizes from ${us('20 x 30 to 60 x 90 cm', '8 x 12 to 24 x 36 in.')} – for canvas up to 80 x 120 cm.

Order your frame together with a [poster](${P.poster}) or a [Hahnemühle fine art print](${P.hahnemuehle}) and we deliver it ready to hang, with a white acid-free mount if you like. Or buy the frame empty for a picture you already have. We glaze with shatterproof acrylic, which is lighter and safer than glass.`,
        faq: [
          {
            q: 'Can I order an empty frame?',
            a: 'Yes. Every frame is also available without a picture, in all standard sizes and with or without a mount.',
          },
          {
            q: 'Why acrylic glazing instead of glass?',
            a: 'Acrylic weighs half as much as glass and does not shatter, so it is safer in transit and in children’s rooms. It is just as clear as glass.',
          },
        ],
      },
      frame_wood: {
        name: 'Wooden frames',
        title: 'Wooden picture frames in oak, walnut, black & white | Printhaus',
        description:
          'Solid wooden picture frames in oak, walnut, black and white, made to measure with an optional mount – empty or with your poster or fine art print.',
        headline: 'Wooden frames with natural warmth',
        subline: 'Solid wood in oak, walnut, black or white – made to measure in our own workshop.',
        intro: `## Warm, timeless and made to measure

Wood is the most versatile frame material: natural oak brings warmth to Scandinavian and country interiors, walnut looks rich and elegant, and black and white frames suit almost any picture on any wall. Our wooden frames are made from solid, FSC®-certified wood with a ${us('20 mm', '¾ in.')} profile, precisely joined at the corners and finished by hand.

Each frame is made to measure for your picture, from ${us('20 x 30 to 60 x 90 cm', '8 x 12 to 24 x 36 in.')}, and glazed with shatterproof acrylic. Add a white or off-white mount to give your picture room to breathe – it looks especially good with [posters](${P.poster}) and [Hahnemühle fine art prints](${P.hahnemuehle}). Hangers for portrait and landscape are fitted, so your frame arrives ready to hang.`,
        faq: [
          {
            q: 'Is it real wood?',
            a: `Yes. All our wooden frames are solid wood from FSC®-certified forestry – not foil-wrapped ${us('fibreboard', 'fiberboard')}.`,
          },
          {
            q: 'Which colour suits my picture?',
            a: 'Black frames sharpen contrast and suit black-and-white photos; white frames look light and modern; oak and walnut bring warmth to landscapes and family photos.',
          },
        ],
      },
      frame_alu: {
        name: 'Aluminium frames',
        title: 'Slim aluminium picture frames made to measure | Printhaus',
        description:
          'Slim aluminium picture frames in matt black, silver and gold: a modern gallery look for posters, photos and fine art prints, made to measure.',
        headline: 'Aluminium frames for a gallery look',
        subline:
          'Slim, precise profiles in matt black, silver or gold – the modern frame for photos and posters.',
        intro: `## Slim, precise, modern

Aluminium frames are the choice of galleries and photographers: a narrow profile that keeps all the attention on the picture, crisp corners and a finish that stays immaculate for years. Ours come in matt black, silver and brushed gold, with a slim ${us('12 mm', '½ in.')} profile that particularly suits black-and-white photography, architecture and modern artwork.

We make every frame to measure, from ${us('20 x 30 to 60 x 90 cm', '8 x 12 to 24 x 36 in.')}, glaze it with shatterproof acrylic and add a white acid-free mount if you wish. Have a [poster](${P.poster}) or a [Hahnemühle fine art print](${P.hahnemuehle}) framed by us and it arrives ready to hang – or order the frame empty for a picture you already own.`,
        faq: [
          {
            q: 'Aluminium or wood – what’s the difference?',
            a: 'Aluminium frames are slimmer and look cooler and more technical; wooden frames are warmer and more traditional. Both are equally sturdy.',
          },
          {
            q: 'Are aluminium frames suitable for large pictures?',
            a: `Yes. Aluminium is very rigid, so even a ${us('60 x 90 cm', '24 x 36 in.')} frame keeps its shape perfectly.`,
          },
        ],
      },
      frame_floater: {
        name: us('Tray frames', 'Floater frames'),
        title: us(
          'Tray frames for canvas prints in oak, black & white | Printhaus',
          'Floater frames for canvas prints in oak, black & white | Printhaus',
        ),
        description: `${us('Tray frames', 'Floater frames')} for canvas: your canvas sits in the frame with a narrow shadow gap and seems to float. In oak, walnut, black or white, made to measure.`,
        headline: us('Tray frames: canvas that floats', 'Floater frames: canvas that floats'),
        subline:
          'A narrow shadow gap between canvas and frame – the elegant finishing touch for your canvas print.',
        intro: `## The finishing touch for canvas

A ${tray} gives a canvas print the look of a painting in a gallery. The canvas is fixed into the frame from behind, leaving a narrow gap of about ${us('5 mm', '¼ in.')} ${us('all round', 'all around')} – a shadow line that makes the picture seem to float. Nothing covers the edge of your picture, so every detail stays visible.

We make our ${trays} from solid wood in natural oak, walnut, black and white, made to measure for [canvas prints](${P.canvas}) from ${us('20 x 30 to 80 x 120 cm', '20 x 30 cm (8 x 12 in.) to 80 x 120 cm (32 x 48 in.)')} with a ${us('2.5 cm or 3.8 cm', '1 in. or 1½ in.')} stretcher frame. Order the canvas and frame together and we deliver them assembled and ready to hang. ${us('Tray frames', 'Floater frames')} are also available for our [gallery prints](${P.gallery}).`,
        faq: [
          {
            q: 'Can I frame a canvas I already have?',
            a: `Our ${trays} are made to measure for Printhaus canvases. For a canvas from elsewhere, send the exact dimensions to our [customer service team](${P.contact}) and we’ll check what is possible.`,
          },
          {
            q: `Does a ${tray} need glazing?`,
            a: 'No. Canvas is protected by a varnish and needs no glass, so nothing comes between you and the texture of the picture.',
          },
        ],
      },
    },

    // ------------------------------------------------------------ service, company, legal
    info: {
      shipping: {
        name: us('Delivery information', 'Shipping & delivery times'),
        title: us(
          'Delivery information: times, costs & tracking | Printhaus',
          'Shipping information: times, costs & tracking | Printhaus',
        ),
        description: `How long ${delivery} takes, what it costs and how to track your ${parcel}: free ${delivery} on orders over ${free}, express production within 24 hours.`,
        headline: us('Delivery information', 'Shipping information'),
        body: `## Production times

Every order is made individually in our print shop in Berlin. Cards, calendars, photo books and photo prints usually leave us within 1–3 working days. Wall art takes 2–4 working days, because canvases are stretched by hand and every piece is inspected before packing. Foil cards need one extra ${workingDay} for the finishing.

## Express

In a hurry? For many cards, calendars and photo prints we offer express production: your order is printed and dispatched within 24 hours and sent with an express service. Whether express is available for your product, and what it costs, is shown in your ${basket} before you pay.

## ${Delivery} costs

${Delivery} is free on orders over ${free}. Below that, we charge a flat rate of ${shippingCost(m)} per order, however many items you order.

## Carriers and tracking

${us(
  'We send parcels from Berlin with DHL; larger pieces of wall art travel with DPD. Delivery within the UK usually takes 1–2 working days after dispatch. UK VAT is already included in our prices, and we take care of customs clearance, so there is nothing extra to pay on the doorstep.',
  'We ship from Berlin with UPS and DHL Express. Delivery within the United States usually takes 1–5 business days after dispatch. We take care of the customs paperwork; any applicable sales tax is shown at checkout.',
)}

As soon as your ${parcel} leaves us, we email you a tracking link. You can also follow every order under [My orders](${P.orders}).

## Sending a gift

Simply enter the recipient’s address as the ${delivery} address. We never put prices or invoices in the ${parcel} – your invoice is sent to you by email.

## ${Delivery} to other countries

This shop delivers to addresses in ${us('the United Kingdom', 'the United States')}. Printhaus also has its own shops for Germany, Switzerland, Liechtenstein, ${us('the United States', 'the United Kingdom')}, Spain, France, Belgium, Italy and the Netherlands – use the country switch at the bottom of the page to order for someone abroad.

Any questions? Our [customer service team](${P.contact}) is happy to help.`,
      },
      payment: {
        name: 'Payment methods',
        title: 'Payment methods: PayPal, card, Apple Pay & Klarna | Printhaus',
        description: `Pay securely by PayPal, credit or debit card, Apple Pay, Google Pay or Klarna. Invoices by email, and ${vouchers} can be redeemed at checkout.`,
        headline: 'Payment methods',
        body: `## How you can pay

- **PayPal** – pay with your PayPal account in just a few clicks
- **Credit and debit cards** – Visa, Mastercard and American Express
- **Apple Pay and Google Pay** – quick and secure on your phone, tablet or computer
- **Klarna** – ${us('pay later or spread the cost over three interest-free instalments', 'pay later or split the cost into four interest-free installments')}${localPayment ? `\n- **${localPayment}** – the popular local payment method` : ''}

## Secure checkout

All payments are processed over encrypted connections by certified payment service providers. We never see or store your full card details. For card payments, your bank may ask you to confirm the payment in its app or with a one-time code.

## Cancellations and refunds

You can cancel an order yourself under [My orders](${P.orders}) within 60 minutes of placing it; the full amount is then refunded automatically. Refunds after a complaint are always made using the payment method you originally used.

## Invoices

You receive your ${us('VAT invoice', 'invoice')} as a PDF by email as soon as your order has been dispatched, and you can download it again at any time in your account. Business customers can also pay on invoice – find out more on our [business customers](${P.business}) page.

## ${us('Gift vouchers', 'Gift cards')} and discount codes

Enter your ${us('voucher', 'gift card')} or discount code in the ${basket} before you pay, or [redeem it here](${P.redeem}). If your order costs less than the ${us('voucher', 'gift card')} is worth, the remaining balance stays available for your next order. One discount code can be used per order; ${vouchers} can be combined with it.

Looking for a present? Our [${vouchers}](${P.vouchers}) can be used for every product in the shop.`,
      },
      contact: {
        name: 'Contact us',
        title: 'Contact us: phone, email & postal address | Printhaus',
        description: `Questions about your order, designing or ${delivery}? Call us on ${m.hotline}, email service@printhaus.example or write to us in Berlin.`,
        headline: 'How to reach us',
        body: `## By phone

Our customer service team is happy to help you personally, ${hours}, on **${m.hotline}**. Whether you have a question about a design, a file or an order, you’ll speak to someone who knows our products inside out.

## By email

Write to **service@printhaus.example** – we reply within one ${workingDay}, usually much sooner. If your message is about an existing order, please include your order number. For a complaint, a photo of the product helps us to help you faster.

## By ${post}

Printhaus GmbH
Lindenstraße 41
10969 Berlin
Germany

## Quick answers

Many questions – from file formats to ${delivery} times – are already answered in our [Help & FAQ](${P.faq}). You can check the status of your order at any time under [My orders](${P.orders}), and everything about ${delivery} costs and payment is on our [${delivery} page](${P.shipping}) and our [payment page](${P.payment}).

## For businesses and the press

Business customers can reach their personal contact at **business@printhaus.example**; journalists will find everything they need on our [press page](${P.press}).`,
      },
      about: {
        name: 'About Printhaus',
        title: 'About us – printed with care in Berlin since 2011 | Printhaus',
        description:
          'Founded in Berlin in 2011: today around 180 people make cards, calendars, photo books and wall art in our own print shop, powered by green electricity.',
        headline: 'We are Printhaus',
        body: `## How it all started

Printhaus began in 2011 in Berlin with a single digital press and a simple idea: photos belong in people’s hands, not just on their screens. Our first products were greeting cards for friends and family. Calendars, photo books and photo prints soon followed – and a few years later, wall art on canvas, acrylic glass and aluminium.

## Our own print shop

Today around 180 people work at Printhaus: printers, bookbinders, picture framers, designers, software developers and our customer service team. We produce everything in our own print shop in Berlin – cards and calendars on modern digital presses, photo prints on real photo paper, canvases stretched by hand in our workshop. That way, we decide ourselves how good the result has to be.

## Checked by hand

Before an order leaves us, a person looks at it – not just a machine. We check colours, cutting and binding, and if something isn’t right, we print it again. Should anything still go wrong after delivery, we reprint free of charge or refund you. That’s our promise.

## Responsibility

Our production runs entirely on green electricity, we print on FSC®-certified papers and we keep waste to a minimum. You can read more on our [sustainability page](${P.sustainability}).

## Get to know us

Would you like to join us? Take a look at our [careers page](${P.jobs}). Journalists will find facts, figures and contacts on our [press page](${P.press}).`,
      },
      sustainability: {
        name: 'Sustainability',
        title: 'Sustainability at Printhaus: paper, power & packaging | Printhaus',
        description:
          'FSC®-certified papers, green electricity, climate-neutral shipping and recyclable packaging: how we make printing at Printhaus more sustainable.',
        headline: 'Printing with responsibility',
        body: `Printing always uses resources – paper, energy, ink and packaging. We can’t change that, but we can decide how carefully we use them. Here is what we do.

## Paper from responsible forestry

Almost all our papers and boards are FSC®-certified, which means the ${us('fibre', 'fiber')} comes from responsibly managed forests and controlled sources. For cards, we also offer recycled paper made entirely from waste paper. The wood for our stretcher frames and picture frames also comes from FSC®-certified forestry.

## Green electricity

Our print shop, workshop and offices in Berlin run entirely on electricity from renewable sources – from the presses to the coffee machine.

## Climate-neutral shipping

We ship all ${parcel}s climate-neutrally: the emissions from transporting your order are calculated and offset through certified climate protection projects. At the same time, we work with our carriers on avoiding emissions in the first place, for example through electric vehicles for local deliveries.

## Recyclable packaging

Our boxes are made from recycled cardboard, padded with paper instead of plastic bubble wrap and sealed with paper tape. Almost everything can go straight into the paper recycling. Wall art is protected with cardboard corners that we make from our own offcuts.

## Low-waste production

We only print what has been ordered, so nothing is produced for stock and nothing has to be thrown away unsold. Print sheets are planned to use as much of each sheet as possible, paper and canvas offcuts are collected and recycled, and empty ink containers go back to the manufacturer.

## Always improving

We review our paper and energy consumption every year and look for the next step. Ideas or questions? Write to us via our [contact page](${P.contact}).`,
      },
      jobs: {
        name: 'Careers',
        title: 'Careers at Printhaus – jobs in Berlin | Printhaus',
        description:
          'Work with us in Berlin: jobs in print production, software development and customer service at a growing print company with around 180 people.',
        headline: 'Work at Printhaus',
        body: `Around 180 people from more than 20 countries work at Printhaus in Berlin – in our print shop, in our workshop, at our keyboards and on the phone to our customers. What connects us is the joy of making things people keep.

## Who we are looking for

We are regularly looking for new colleagues in three areas:

- **Print production** – printers, bookbinders, finishers and picture framers who care about a perfect result
- **Software** – developers, designers and product managers who build our online designer, our shop and our app
- **Customer service** – people who enjoy helping customers by phone, email and chat, ideally in more than one language

## What we offer

- A permanent contract and a fair salary
- ${us('30 days’ holiday a year', '30 days of paid vacation a year')}
- Flexible working hours and, in office roles, the option to work from home two or three days a week
- A ${us('subsidised public transport ticket and a bike leasing scheme', 'subsidized public transit pass and a bike leasing program')}
- A personal training budget and regular team events
- Free prints of your own photos – naturally

## How to apply

Send your ${us('CV', 'résumé')}, a few lines about why you would like to work with us and your earliest start date to **jobs@printhaus.example**. A cover letter is welcome but not essential, and there’s no need for a photo. Please mention the role you are interested in – or tell us where you see yourself ${us('if you are applying speculatively', 'if you are sending an open application')}.

We reply to every application within two weeks. Most roles are based in Berlin; German is helpful but not required for software roles and for our English-speaking customer service team. We welcome applications from everyone, regardless of background, age, gender, disability or sexual orientation.`,
      },
      press: {
        name: 'Press',
        title: 'Press: news, facts & image material | Printhaus',
        description:
          'Press information about Printhaus: facts and figures about the company, a contact for journalists and high-resolution image material on request.',
        headline: 'Press & media',
        body: `## Press contact

Are you writing about personalised gifts, printing or start-ups from Berlin? Our press team is happy to help with information, interviews and background: **press@printhaus.example**. We usually reply within one ${workingDay}. Interviews with our managing directors Clara Weiß and Jonas Albers can be arranged on request.

## Facts and figures

- Founded in Berlin in 2011
- Around 180 employees
- Own print shop and workshop in Berlin, powered by green electricity
- Shops in ten countries: Germany, Switzerland, Liechtenstein, the United Kingdom, the United States, Spain, France, Belgium, Italy and the Netherlands
- More than 3,000 card designs, photo calendars in five formats, photo books of up to 154 pages
- Wall art in seven materials and over 100 sizes
- Managing directors: Clara Weiß and Jonas Albers

## Image material

High-resolution photos of our products, our production and our management team are available on request. Just send us a short email saying what you need and where it will be published. Images may be used free of charge for editorial purposes with the credit “Printhaus”.

## Products for reviews

Would you like to test our products? For reviews and gift guides, we are happy to provide samples or a credit for the shop – please contact the press team with a brief outline of your article.`,
      },
      business: {
        name: 'Business customers',
        title: 'Printhaus for business: cards, calendars & wall art | Printhaus',
        description:
          'Company Christmas cards, calendars with your logo and wall art for the office: volume discounts from 50 pieces, payment on invoice and a personal contact.',
        headline: 'Printhaus for business',
        body: `## For companies, clubs and ${us('organisations', 'organizations')}

Whether it’s ${us('Christmas', 'holiday')} cards for your clients, a calendar with your logo for every desk or large-format wall art for your meeting rooms: we print for businesses of every size – from the one-person design studio to the international group, from the local sports club to the medical practice.

## What you get

- **Volume discounts** from 50 pieces of the same product – the more you order, the more you save
- **Payment on invoice** with 14 days to pay, after a quick check
- **A personal contact** who helps with designs, files and deadlines
- **Your design or ours** – upload print-ready PDFs or personalise our templates with your logo and corporate colours
- **${Delivery} to several addresses**, for example to all your branches or directly to your clients

## Popular with our business customers

- ${us('Company Christmas cards', 'Company holiday cards')} with your logo, optionally with gold or silver foil
- Wall, desk and appointment calendars as gifts for clients and staff
- Canvas, acrylic and aluminium prints for offices, receptions, shops and ${us('surgeries', 'medical practices')}
- Photo books for anniversaries, retirements and company histories

## Get in touch

Tell us what you are planning – product, quantity and deadline – and we will send you a quote within one ${workingDay}. Write to **business@printhaus.example** or call us ${hours}, on **${m.hotline}**.`,
      },
      app: {
        name: 'Printhaus app',
        title: 'Printhaus app for iOS & Android: design on your phone | Printhaus',
        description:
          'Design cards, calendars, photo books and wall art on your phone: the free Printhaus app for iOS and Android, with direct photo upload and synced projects.',
        headline: 'Printhaus in your pocket',
        body: `## Design wherever you are

Most of our photos live on our phones – so why not design there too? With the free Printhaus app for iPhone, iPad and Android, you can create cards, photo calendars, photo books, prints and wall art wherever you happen to be: on the sofa, on the train or straight after the party.

## Photos straight from your phone

Choose pictures directly from your photo library or your albums – without detours via a computer or cable. The app uploads your photos in full resolution, in the background, while you carry on designing. Smart suggestions help you find the sharpest shots and lay out pages automatically.

## Your projects on every device

Sign in with your Printhaus account and your projects are saved to your account automatically. Start a calendar on your phone during your lunch break and finish it on your laptop in the evening – or the other way round. Orders, ${us('vouchers', 'gift cards')} and addresses are available everywhere too.

## Always up to date

The app lets you know when your order has been printed and dispatched, and you can follow your ${parcel} right up to your door.

## Download

Search for “Printhaus” in the App Store or on Google Play. The app is free of charge, and prices and offers are the same as in our online shop.

Questions about the app? Our [Help & FAQ](${P.faq}) has the answers, or [contact us](${P.contact}).`,
      },
      withdrawal: {
        name: us('Cancellation rights', 'Returns policy'),
        title: us(
          'Cancellation rights: your right to cancel an order | Printhaus',
          'Returns policy: personalised items, returns & refunds | Printhaus',
        ),
        description: us(
          'Your statutory right to cancel: why personalised products are excluded, how to cancel non-personalised items within 14 days, and our reprint promise.',
          'Our returns policy: why personalized products can’t be returned, how to return non-personalized items within 14 days, and our reprint promise.',
        ),
        headline: us('Your right to cancel', 'Returns policy'),
        body: us(
          `## Personalised products

Almost everything we sell is made to your specifications: cards with your text, calendars with your photos, wall art in the size you chose. For goods made to the customer’s specifications or clearly personalised, the statutory right to cancel does not apply. Once your order has gone into production, it can therefore no longer be cancelled or returned.

You can still cancel an order yourself under [My orders](${P.orders}) within 60 minutes of placing it. This does not affect your rights if something is wrong with your product – see our reprint promise below.

## Non-personalised items: 14-day right to cancel

For items that are not made to order – for example empty picture frames – you have the right to cancel the contract within 14 days without giving any reason. The cancellation period expires 14 days after the day on which you, or a third party named by you other than the carrier, take possession of the goods.

To exercise your right to cancel, you must inform us – Printhaus GmbH, Lindenstraße 41, 10969 Berlin, Germany, phone ${m.hotline}, email service@printhaus.example – of your decision by a clear statement, for example a letter or an email. You may use the model form below, but you don’t have to. It is enough to send your statement before the cancellation period has expired.

## Effects of cancellation

If you cancel, we will refund all payments we have received for the items concerned, including the standard delivery costs, without undue delay and at the latest within 14 days of receiving your cancellation. We use the same payment method you used for the original transaction. We may withhold the refund until we have received the goods back or you have supplied proof of having sent them, whichever is earlier.

Please send the goods back to us within 14 days of telling us that you are cancelling. You bear the direct cost of returning them. You are only liable for any loss in value of the goods resulting from handling them beyond what is necessary to establish their nature, characteristics and functioning.

## Model cancellation form

To Printhaus GmbH, Lindenstraße 41, 10969 Berlin, Germany, service@printhaus.example:
I/We hereby give notice that I/we cancel my/our contract for the sale of the following goods: …
Ordered on … / received on …
Name and address of the consumer(s) …
Signature of the consumer(s) (only if this form is sent on paper) …
Date …

## Our reprint promise

Whatever the law says, we want you to be happy with your order. If a product has a printing fault or arrives damaged, contact our [customer service team](${P.contact}) within 14 days and send us a photo. We will reprint it free of charge or refund you. Your statutory rights remain unaffected.`,
          `## Personalized products

Almost everything we sell is made to order: cards with your text, calendars with your photos, wall art in the size you chose. Because these items are produced individually for you, they can’t be returned or exchanged unless there is a problem with them – see our reprint promise below.

If you change your mind, you can cancel an order yourself under [My orders](${P.orders}) within 60 minutes of placing it, and we will refund you in full. After that, your order goes into production.

## Non-personalized items: 14-day returns

Items that are not made to order – for example empty picture frames – can be returned within 14 days of delivery for a full refund of the item price, no questions asked. Items must be unused and in their original packaging.

## How to return an item

1. Email service@printhaus.example or call ${m.hotline} within 14 days of delivery and tell us your order number and which items you would like to return.
2. We will reply with the return address and instructions.
3. Pack the items securely and send them back within 14 days of contacting us. Return shipping costs are paid by you.

## Refunds

Once your return has arrived, we will refund the item price, including the standard shipping cost if you return the whole order, within 14 days. Refunds are made to the payment method you used for your order.

## Our reprint promise

We want you to love what you ordered. If a product has a printing fault or arrives damaged, contact our [customer service team](${P.contact}) within 14 days and send us a photo. We will reprint it free of charge or refund you – at no cost to you, and without sending anything back.`,
        ),
      },
      imprint: {
        name: 'Company details',
        title: 'Company details: legal notice of Printhaus GmbH | Printhaus',
        description:
          'Legal information about Printhaus GmbH: registered address, managing directors, commercial register entry, VAT ID and how to contact us.',
        headline: 'Company details',
        body: `## Printhaus GmbH

Lindenstraße 41
10969 Berlin
Germany

## Contact

Phone: ${m.hotline}
Email: service@printhaus.example

## Managing directors

Clara Weiß, Jonas Albers

## Commercial register

Registered with the Amtsgericht Berlin-Charlottenburg (Local Court of Berlin-Charlottenburg) under HRB 214587 B

## VAT identification number

German VAT ID (USt-IdNr.) under § 27a of the German VAT Act: DE 318 446 092

## Responsible for content

Clara Weiß, Printhaus GmbH, Lindenstraße 41, 10969 Berlin, Germany

## Dispute resolution

We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board. If you have a complaint, please contact our [customer service team](${P.contact}) first – we are confident we can find a solution together.

## Links to other websites

Our pages contain links to external websites over whose content we have no control. The respective provider or operator is always responsible for the content of linked pages. If we become aware of any infringement, we will remove the link immediately.

## Copyright

The texts, images and designs on this website are protected by copyright. They may not be copied or used without our written permission. The photos you upload remain yours – see our [terms and conditions](${P.terms}).`,
      },
      privacy: {
        name: us('Privacy notice', 'Privacy policy'),
        title: us(
          'Privacy notice: how we protect your data | Printhaus',
          'Privacy policy: how we protect your data | Printhaus',
        ),
        description:
          'How Printhaus handles your personal data under the GDPR: what we collect and why, cookies and consent, retention periods and your rights.',
        headline: us('Privacy notice', 'Privacy policy'),
        body: `## Who is responsible

The controller responsible for processing your personal data is Printhaus GmbH, Lindenstraße 41, 10969 Berlin, Germany, phone ${m.hotline}. For all questions about data protection, please write to **privacy@printhaus.example**.

We process personal data in accordance with the EU General Data Protection Regulation (GDPR)${m.country === 'GB' ? ' and, for customers in the United Kingdom, the UK GDPR' : ''}${m.country === 'CH' ? ' and, for customers in Switzerland, the Swiss Federal Act on Data Protection (FADP)' : ''}.

## What we process and why

**Orders.** To process your order, we need your name, ${delivery} and billing address, email address and the contents of your order; your phone number only if you give it to us. Uploaded photos and texts are used solely to produce your order. Legal basis: performance of a contract (Art. 6(1)(b) GDPR).

**Your account.** If you create an account, we store your login details, addresses, saved projects and order history until you delete your account.

**Newsletter.** We only send our newsletter with your consent, which you confirm by clicking a link in a confirmation email (double opt-in). You can unsubscribe at any time with one click (Art. 6(1)(a) GDPR).

**Cookies and consent.** Cookies that are strictly necessary – for example for your ${basket} and login – are always set. All other cookies and similar technologies are only used if you agree in our consent banner; you can change your choice at any time in the cookie settings.

**Analytics.** We only ${us('analyse', 'analyze')} how our shop is used if you have consented, and then only with ${us('pseudonymised', 'pseudonymized')} data, to improve our pages.

**Payment providers and carriers.** We pass the data needed for payment to the provider you choose (PayPal, card processors, Apple Pay, Google Pay or Klarna), who may process it as an independent controller. Our carriers receive your name and address for delivery. Some providers also process data outside the EU; in these cases, an adequacy decision or standard contractual clauses ensure an appropriate level of protection.

## How long we keep your data

Order data is kept for as long as required by German commercial and tax law – for accounting records up to ten years. Photos uploaded for an order are deleted 90 days after delivery unless they belong to a project saved in your account. Account data is deleted when you close your account, and newsletter data when you unsubscribe.

## Your rights

You have the right to access your data, to rectification, erasure and restriction of processing, to data portability and to object to processing based on legitimate interests. You can withdraw any consent at any time with effect for the future. You also have the right to lodge a complaint with a supervisory authority – for example the Berlin Commissioner for Data Protection and Freedom of Information${m.country === 'GB' ? ' or, in the UK, the Information Commissioner’s Office (ICO)' : ''}.${m.us ? '\n\n## Residents of California\n\nIf you live in California, you also have rights under the California Consumer Privacy Act, including the right to know what personal information we collect and to have it deleted. We do not sell or share your personal information.' : ''}`,
      },
      terms: {
        name: 'Terms & conditions',
        title: 'Terms and conditions of Printhaus GmbH | Printhaus',
        description:
          'The general terms and conditions for orders at Printhaus: contract, prices, delivery, payment, retention of title, rights to your images, liability and law.',
        headline: 'Terms and conditions',
        body: `## 1. Scope

These terms and conditions apply to all orders placed in this online shop with Printhaus GmbH, Lindenstraße 41, 10969 Berlin, Germany (“we”). Any conflicting terms of the customer only apply if we have expressly agreed to them in writing.

## 2. How the contract is formed

The products shown in our shop are not a binding offer, but an invitation to place an order. By clicking the order button, you make a binding offer to buy the products in your ${basket}. We confirm receipt of your order by email straight away; this confirmation is not yet an acceptance. The contract is concluded when we accept your order by email or dispatch the goods. The contract language is English. We store the text of the contract, and you can view your orders in your account.

## 3. Prices

${us(
  'All prices are in pounds sterling and include VAT at the applicable rate. Delivery costs are shown separately in the basket.',
  'All prices are in US dollars and exclude sales tax, which is calculated at checkout where applicable. Shipping costs are shown separately in the cart.',
)}

## 4. ${Delivery}

We deliver to the addresses stated on our [${delivery} page](${P.shipping}). Production and delivery times are shown on the product pages and during checkout. The risk of accidental loss passes to you when the goods are handed over to you.

## 5. Payment

You can pay using the methods listed on our [payment page](${P.payment}). Payment on invoice is only available to approved business customers; invoices are due within 14 days.

## 6. Retention of title

The goods remain our property until they have been paid for in full.

## 7. Your content and images

You are responsible for the photos, texts and logos you upload. You confirm that you hold the necessary rights – in particular copyright, personality and trademark rights – and that your content does not break the law. You grant us a non-exclusive ${us('licence', 'license')} to use your content solely to produce and deliver your order. We do not print content that is unlawful, discriminatory, glorifies violence or is pornographic, and may refuse such orders. Slight differences in colour between your screen and the printed product are technically unavoidable and do not count as a defect.

## 8. ${us('Cancellation', 'Returns')}

Personalised products are made to your specifications. Details can be found in our [${us('cancellation rights', 'returns policy')}](${P.withdrawal}).

## 9. Warranty and liability

The statutory warranty rights apply. We are liable without limitation for intent and gross negligence, for injury to life, body or health and under product liability law. For slight negligence, we are only liable for breaches of essential contractual obligations, limited to the typical, foreseeable damage. Please keep copies of your original photos.

## 10. Applicable law

German law applies, excluding the UN Convention on Contracts for the International Sale of Goods. If you are a consumer, this choice of law does not deprive you of the protection of the mandatory provisions of the law of the country in which you habitually reside.`,
      },
      compare: {
        name: 'Materials compared',
        title: 'Wall art materials compared – find the right one | Printhaus',
        description:
          'Canvas, acrylic, aluminium Dibond, poster, gallery print, Hahnemühle fine art or Forex? Our comparison helps you find the right material for your photo.',
        headline: 'Wall art materials compared',
        body: `## Seven materials, one question

Which material suits your picture? It depends on the photo, the room and the look you love. Here is an overview of everything we offer.

### Canvas

Heavy cotton-blend canvas, stretched by hand over a wooden frame. The woven texture gives a warm, painterly look, and the matt surface doesn’t reflect.
**Best for:** living rooms and bedrooms, family portraits, landscapes – [canvas prints](${P.canvas})

### Acrylic glass

Your photo bonded behind crystal-clear acrylic glass. Colours glow, blacks are deep and the picture gains real depth; the surface is glossy.
**Best for:** bold colours, night shots, modern interiors, bathrooms – [acrylic prints](${P.acrylic})

### Aluminium Dibond

Printed directly on a rigid aluminium composite panel, in matt white or brushed. Clean, modern and free of reflections.
**Best for:** architecture, black and white, bright rooms and kitchens – [aluminium Dibond](${P.alu})

### Poster

Premium photo paper in ${us('gloss or matt', 'glossy or matte')} – the most affordable way to big pictures, unframed or framed.
**Best for:** gallery walls, children’s rooms, pictures you like to change – [posters](${P.poster})

### Gallery print

A real photo print sealed between acrylic glass and aluminium Dibond, optionally in an oak ${tray}. Our most elaborate presentation.
**Best for:** your very best photo, large formats – [gallery prints](${P.gallery})

### Hahnemühle fine art

Pigment print on acid-free, museum-quality paper with a velvety matt surface. Subtle tones, deep blacks.
**Best for:** black-and-white photography, artwork, framing with a mount – [fine art prints](${P.hahnemuehle})

### Forex

Lightweight PVC foam board, printed directly with a matt finish. Rigid, affordable and easy to hang.
**Best for:** ${us('rented flats', 'rental apartments')}, children’s rooms, shops and events – [Forex prints](${P.forex})

## How to choose

- **Bright room or a window opposite?** Choose a matt material: canvas, aluminium Dibond or Forex.
- **Strong colours and contrast?** Acrylic glass or a gallery print.
- **Kitchen or bathroom?** Acrylic glass or aluminium Dibond cope best with moisture.
- **Like to change things often?** Posters in frames.

Still unsure? Our free image check tells you before printing whether your photo suits the size you have chosen – or call us on ${m.hotline}.`,
      },
    },

    // ------------------------------------------------------------ magazine
    magazine: {
      name: 'Magazine',
      title: 'Magazine: ideas & tips for photos, cards and wall art | Printhaus',
      description:
        'Ideas, tips and inspiration from Printhaus: what to write in a card, how to plan a photo calendar, how to hang pictures and which wall art suits which room.',
      headline: 'The Printhaus magazine',
      subline: 'Ideas, tips and inspiration for your photos – on paper, on the wall and as a gift.',
      intro: `## Good ideas for your photos

Our phones are full of photos – but what turns them into something worth keeping? In the Printhaus magazine, our designers, printers and customer service team share what they have learned from years of working with pictures: what to write in a card when the words won’t come, how to plan a photo calendar that works all year, how to hang pictures at the right height and which material suits which room. Practical, honest and full of examples.`,
    },

    // ------------------------------------------------------------ magazine articles
    articles: {
      cards: [
        {
          slug: 'card-wording-ideas',
          name: 'What to write in a card',
          title: 'What to write in a card: wording ideas | Printhaus',
          description:
            'Stuck for words? Wording ideas for birthday, wedding, new baby, sympathy, Christmas and thank-you cards – and tips for a message that sounds like you.',
          headline: 'What to write in a card: wording ideas for every occasion',
          subline: 'From birthdays to sympathy cards – how to find words that sound like you.',
          teaser:
            'Stuck for words? Our ideas for birthdays, weddings, new babies, sympathy and more help you write a message that sounds like you.',
          date: '2026-03-12',
          img: 'hero-cards-stack',
          body: `The photo is chosen, the design is perfect – and then you’re staring at an empty text box. Don’t worry: a good card message doesn’t have to be long or poetic. It just has to sound like you. Here are our favourite ideas, sorted by occasion.

## Three rules that always work

1. **Be specific.** “I still laugh about that rainy day ${us('in Cornwall', 'at the lake')}” says more than “Thinking of you”.
2. **Keep it short.** Three or four sentences are plenty. A card is not a letter.
3. **Add a handwritten line.** Even on a printed card, a few words in your own handwriting make all the difference.

## Birthday

- “Happy birthday! Here’s to another year of adventures – and to the next one we share.”
- For a milestone: “Forty looks good on you. Then again, so did thirty-nine.”
- For children: “Happy 6th birthday! You’re now officially big enough for the top bunk.”

## Wedding

- “Congratulations to you both! May your marriage be full of laughter, patience and very good breakfasts.”
- On your own thank-you cards: “Thank you for celebrating with us. Having you there was the best present of all.”

## New baby

- “Welcome to the world, little one – you’ve chosen a wonderful family.”
- On a birth announcement: “She’s here! Mia Rose, born on ${us('14 March at 6.42am', 'March 14 at 6:42 a.m.')}, 3.4 kg (7 lb 8 oz) of pure joy.”

## Sympathy

Here, less really is more. Simple, honest words are better than big phrases:

- “I’m so sorry. I’m thinking of you and your family.”
- “I will always remember Peter’s laugh and the warmth he brought to every room.”

Avoid “I know how you feel” – instead, offer something concrete: “I’ll bring dinner ${us('round', 'over')} on Thursday.”

## ${us('Christmas', 'The holidays')}

- “${us('Wishing you a peaceful Christmas', 'Wishing you peaceful holidays')} and a happy, healthy new year.”
- The back of a photo card is perfect for a short look back at your year: three highlights, one funny moment, done.

## Thank you

Name the gift or the gesture: “Thank you for the beautiful vase – it’s already full of flowers from the garden.” That one detail shows it really mattered.

## Putting it into practice

Every text field in our designer can be edited, so you can try out different wordings and see straight away how they look. Find the right design among our [birthday cards](${P.occ_birthday}), [wedding cards](${P.occ_wedding}), [sympathy cards](${P.occ_sympathy}) and [thank-you cards](${P.occ_thanks}).`,
        },
        {
          slug: 'photo-calendar-planning-guide',
          name: 'Planning a photo calendar',
          title: 'How to plan a photo calendar for the whole year | Printhaus',
          description:
            'Choosing twelve photos, matching the seasons, adding birthdays and picking the right format: how to plan a photo calendar that works all year round.',
          headline: 'Planning a photo calendar for the whole year',
          subline:
            'Twelve months, twelve photos and all the important dates – our step-by-step plan.',
          teaser:
            'Twelve photos, all the important dates and the right format: how to plan a calendar you’ll enjoy from January to December.',
          date: '2026-09-22',
          img: 'mag-calendar-planning',
          body: `A photo calendar hangs on the wall for a whole year – no other photo product is looked at as often. A little planning makes the difference between a nice calendar and one that everybody in the house loves. Here is how our design team goes about it.

## Start collecting early

Create an album on your phone called “Calendar 2027” and add candidates throughout the year, whenever you take a photo you love. By ${us('the autumn', 'the fall')}, you will have twenty or thirty pictures to choose from. You need twelve – plus one for the cover.

## Think in seasons

${us('Sledging in January', 'Sledding in January')}, blossom in April, the beach in August, ${us('autumn leaves', 'fall foliage')} in October: photos that match the month feel right every time you look at them. A snowy landscape in July, on the other hand, often looks out of place. If you don’t have a picture for every season, choose photos with matching colours instead – fresh greens for spring, warm tones for ${us('autumn', 'fall')}.

## Choose the format to suit the place

- A [wall calendar](${P.wallCalendar}) in A4 or A3 is the classic for the living room or the hallway.
- A [family planner](${P.familyPlanner}) gives everyone their own column – ideal for the kitchen.
- A [desk calendar](${P.deskCalendar}) keeps your favourite photos in view at work.
- A [kitchen calendar](${P.kitchenCalendar}) fits on the narrowest strip of wall.

## Add the dates that matter

Birthdays, anniversaries, ${us('school holidays and bin days', 'school breaks and trash pickup days')}: in our designer, you enter them once and they are printed straight into the calendar. ${us('Bank holidays', 'Public holidays')} can be shown or hidden. Tip: ask the rest of the family before you order – grandparents notice when a birthday is missing.

## Check the resolution

For an A4 calendar, a photo should have at least 2,500 pixels on its long side; for A3, around 3,500. The designer shows a warning if a picture becomes too small. Take it seriously: on a screen, blurry pictures often still look fine.

## It doesn’t have to start in January

Your calendar can begin in any month – with the new school year in September, for example, or with the month of a birthday if it’s a present.

## Order in good time

If your calendar is a Christmas present, order by the end of November to avoid the December rush. We print within 1–3 working days, and your project is saved in your account, so you can design in several sessions. Ready? [Create your photo calendar](${P.calendar}).`,
        },
      ],
      wallart: [
        {
          slug: 'hanging-pictures-gallery-wall',
          name: 'Hanging pictures and gallery walls',
          title: 'Hanging pictures: the right height & gallery walls | Printhaus',
          description:
            'At what height should a picture hang? How far apart should frames be? Our guide to hanging pictures and planning a gallery wall, with a list of tools.',
          headline: 'How to hang pictures at the right height – and plan a gallery wall',
          subline: 'The rule galleries use, the right spacing and the tools you need.',
          teaser: us(
            'The 150-centimetre rule, the right gap above the sofa and a gallery wall without a dozen extra holes – here’s how.',
            'The 57-inch rule, the right gap above the couch and a gallery wall without a dozen extra holes – here’s how.',
          ),
          date: '2026-05-19',
          img: 'mag-hanging-height',
          body: `A beautiful picture deserves the right spot. Just a few ${us('centimetres', 'inches')} decide whether it looks balanced or lost on the wall. With these rules, you’ll get it right ${us('first time', 'the first time')}.

## The gallery rule: centre at eye level

Galleries and museums hang pictures so that their centre is ${us('about 145–155 cm', 'about 57–60 inches')} above the floor – roughly average eye level. So measure to the middle of the picture, not to its top edge. ${us('For a picture 60 cm tall with its centre at 150 cm, the top edge sits at 180 cm.', 'For a picture 24 inches tall with its center at 58 inches, the top edge sits at 70 inches.')} Then measure how far the hanger is below the top edge, and mark the hook point that distance lower.

## Above furniture: closer together

Above a sofa, a sideboard or a bed, a picture can hang lower. A gap of ${us('20–25 cm', '8–10 inches')} between the furniture and the bottom edge links the two visually. As a rule of thumb, the picture – or the group of pictures – should be about two-thirds as wide as the furniture below it.

## Planning a gallery wall

- **Lay it out on the floor first.** Arrange your frames until the group feels balanced, then take a photo of it.
- **Make paper templates.** Trace each frame on paper, mark the hanger position and tape the templates to the wall with ${us('masking tape', 'painter’s tape')}. You can move them around until everything fits – without a single extra hole.
- **Keep the gaps equal.** ${us('5–8 cm', '2–3 inches')} between frames looks calm and deliberate.
- **Start with an anchor.** Hang the largest picture first, slightly off-centre, and build the others around it.
- **Find a common thread.** The same frame colour, the same mount or all black-and-white photos hold a mixed group together.
- **Treat the group as one picture.** The centre of the whole arrangement belongs at eye level.

## The right tools

- Tape measure and pencil
- A ${us('spirit level', 'level')} – or a level app on your phone
- A drill, screws and ${us('wall plugs; for plasterboard, use special cavity fixings', 'wall anchors; for drywall, use anchors rated for the weight')}
- ${us('Masking tape', 'Painter’s tape')} for the templates

Heavy pieces such as acrylic glass and aluminium Dibond should always hang on two screws, so they stay level and the load is shared.

## Hanging without drilling

Renting, or simply want to avoid holes? Light pictures such as [Forex prints](${P.forex}) and small framed posters can be hung with removable adhesive strips – just check the weight limit on the pack.

Ready to start? Our [picture frames](${P.frames}) are made to measure, and every piece of our wall art arrives with its hanger already fitted.`,
        },
        {
          slug: 'wall-art-size-and-material-guide',
          name: 'Choosing the right size and material',
          title: 'Which size and material for which room? | Printhaus',
          description:
            'How big should your picture be, and which material suits the room? Rules of thumb for sizes, viewing distances and materials, from living room to bathroom.',
          headline: 'Choosing the right size and material for every room',
          subline:
            'Rules of thumb for sizes, viewing distances and materials – from living room to bathroom.',
          teaser:
            'How big should the picture above the sofa be, and what copes with a steamy bathroom? Our rules of thumb for size and material, room by room.',
          date: '2026-10-08',
          img: 'hero-canvas-livingroom',
          body: `Most people choose their wall art too small. A picture that looked huge on the screen suddenly seems tiny above a ${us('three-seater sofa', 'full-size couch')}. These rules of thumb help you find the right size and the right material for every room.

## Size: the two-thirds rule

Above furniture, a picture should be about two-thirds as wide as the piece below it. ${us('Above a sofa 210 cm wide, that means around 140 cm – a single 80 x 120 cm canvas in landscape, or two 60 x 90 cm pictures side by side.', 'Above an 84-inch couch, that means around 56 inches – a single 32 x 48 in. canvas in landscape, or two 24 x 36 in. pictures side by side.')} On an empty wall, aim for the picture or group to fill around 60–75% of the space you want to use.

## Viewing distance

The further away you stand, the larger the picture can be. A good guide: the ideal viewing distance is about one and a half to two times the picture’s diagonal. In a narrow hallway, where you pass close by, ${us('30 x 40 or 40 x 60 cm', '12 x 16 or 16 x 24 in.')} is ideal. In a living room viewed from across the room, ${us('60 x 90 or 80 x 120 cm', '24 x 36 or 32 x 48 in.')} really comes into its own.

## Check your photo

Larger formats need more pixels, but because they are viewed from further away, they are also more forgiving. Our free image check tells you before printing whether your photo suits the size you have chosen.

## The right material for each room

- **Living room:** [canvas](${P.canvas}) for warmth and texture, or [acrylic glass](${P.acrylic}) for a statement piece with glowing colours.
- **Bedroom:** calm, matt surfaces – canvas or [Hahnemühle fine art](${P.hahnemuehle}) in a frame.
- **Kitchen and bathroom:** acrylic glass or [aluminium Dibond](${P.alu}). Both are moisture-resistant and easy to wipe clean.
- **Children’s room:** [Forex](${P.forex}) or [posters](${P.poster}) – light, affordable and easy to swap as the children grow.
- **Hallway and stairs:** framed posters as a gallery wall that tells a story as you walk past.
- **Home office:** aluminium Dibond or a [gallery print](${P.gallery}) for a clean, professional look.

## Mind the light

Acrylic glass reflects light. If a picture is going to hang opposite a window, choose a matt material such as canvas, aluminium Dibond or Forex. And avoid strong direct sunlight for any picture: even fade-resistant inks last longer in indirect light.

## Portrait or landscape?

Follow the shape of the wall. Tall, narrow spaces beside doors and windows call for portrait formats; wide spaces above sofas and sideboards suit landscape formats or a row of pictures.

Still deciding? Our [materials comparison](${P.compare}) puts all seven materials side by side.`,
        },
      ],
    },
  }
}
