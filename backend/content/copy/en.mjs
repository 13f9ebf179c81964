// English copy: British English for en-gb; en-us passes through the US spelling transform
// of the generator (personalised -> personalized, colour -> color, …) and the `us`
// switches below for words that differ (delivery/shipping, basket/cart, christening/baptism).
import { freeShipping, samplePrice, shippingCost, printSize } from '../lib/markets.mjs'
import { fromPrice } from '../lib/prices.mjs'

export default function en(m) {
  const size = (cm) => printSize(cm, m)
  const us = (gb, usText) => (m.us ? usText : gb)
  const express = '24 hours'
  const delivery = us('delivery', 'shipping')
  const Delivery = us('Delivery', 'Shipping')
  const P = {
    home: '/',
    cards: '/cards',
    calendar: '/photo-calendar',
    wallCalendar: '/wall-calendars',
    deskCalendar: '/desk-calendars',
    familyPlanner: '/family-planners',
    kitchenCalendar: '/kitchen-calendars',
    appointmentCalendar: '/appointment-calendars',
    photobook: '/photo-books',
    prints: '/photo-prints',
    box: '/photo-box',
    collage: '/photo-collage',
    accessories: '/card-accessories',
    vouchers: '/gift-voucher',
    redeem: '/redeem-voucher',
    magazine: '/magazine',
    faq: '/faq',
    account: '/my-account',
    cart: '/basket',
    wishlist: '/my-account/wishlist',
    orders: '/orders',
    business: '/business',
    shipping: us('/delivery', '/shipping'),
    payment: '/payment',
    contact: '/contact',
    about: '/about-us',
    sustainability: '/sustainability',
    jobs: '/careers',
    press: '/press',
    imprint: '/imprint',
    privacy: '/privacy-policy',
    terms: '/terms',
    withdrawal: us('/cancellation', '/returns'),
    app: '/app',
    samples: '/sample-cards',
    occ_birth: us('/birth-announcements', '/birth-announcements'),
    occ_wedding: '/wedding-cards',
    occ_birthday: '/birthday-cards',
    occ_baptism: us('/christening-cards', '/baptism-cards'),
    occ_communion: '/communion-cards',
    occ_confirmation: '/confirmation-cards',
    occ_christmas: '/christmas-cards',
    occ_sympathy: '/sympathy-cards',
    occ_thanks: '/thank-you-cards',
    occ_invitation: '/invitations',
    type_folded: '/folded-cards',
    type_postcard: '/postcards',
    type_panorama: '/panoramic-cards',
    type_foil: '/foil-cards',
    canvas: '/canvas-prints',
    acrylic: '/acrylic-prints',
    alu: us('/aluminium-prints', '/aluminum-prints'),
    poster: '/posters',
    gallery: '/gallery-prints',
    hahnemuehle: '/fine-art-prints',
    forex: '/forex-prints',
    frames: '/picture-frames',
    wallart: '/wall-art',
    compare: '/wall-art-materials-compared',
  }

  return {
    lang: 'en',
    paths: P,
    words: {
      home: 'Home',
      from: 'from',
      perCard: 'per card',
      new: 'New',
      popular: 'Popular',
      bestseller: 'Bestseller',
      sale: 'Offer',
      magazine: 'Magazine',
    },
    header: {
      magazine: 'Magazine',
      service: 'Help & service',
      account: 'My account',
      cart: us('Basket', 'Cart'),
    },
    serviceText: us(
      'Personal advice Monday to Friday, 8am to 6pm',
      'Personal advice Monday to Friday, 9am to 5pm ET',
    ),
    shopLinks: { cards: 'Cards & photo gifts', wallart: 'Wall art' },
    footer: {
      service: 'Customer service',
      about: 'About us',
      legal: 'Legal',
      links: {
        faq: 'Help & FAQ',
        shipping: us('Delivery information', 'Shipping & delivery times'),
        payment: 'Payment methods',
        contact: 'Contact us',
        business: 'Business customers',
        about: 'About Printhaus',
        sustainability: 'Sustainability',
        jobs: 'Careers',
        press: 'Press',
        magazine: 'Magazine',
        imprint: 'Company details',
        privacy: us('Privacy notice', 'Privacy policy'),
        terms: 'Terms & conditions',
        withdrawal: us('Cancellation rights', 'Returns policy'),
      },
      copyright: us(
        '© 2026 Printhaus GmbH · All prices include VAT, plus delivery',
        '© 2026 Printhaus GmbH · Prices exclude sales tax and shipping',
      ),
    },
    burger: {
      account: 'My account',
      wishlist: 'Wishlist',
      orders: 'My orders',
      help: 'Help & contact',
      app: 'Printhaus app',
      vouchers: us('Redeem a voucher', 'Redeem a gift card'),
    },
    // links to the shop's product pages: design groups, photo-box sizes, accessories
    productLinks: {
      sizesByRatio: 'All sizes by aspect ratio',
      ratio: 'Aspect ratio {ratio}',
      calendarDesigns: 'Calendar designs',
      photobookDesigns: 'Photo book designs',
      collageDesigns: 'Collage designs',
      sizes: 'Photo boxes and prints',
      photobox: 'Photo box',
      photoboxMax: 'Photo box MAX',
      prints: 'Single photo prints',
      photoboxText: '50 photo prints in a box',
      photoboxMaxText: '150 photo prints in a box',
      printsText: 'Every photo printed singly, glossy or matt',
      accessories: 'Card accessories',
      accessoriesText: 'Envelopes, inlays, seals and free sample cards',
      wallartAccessories: 'Accessories',
      wallartAccessoriesText: 'Gift box, poster bar and screws for hanging',
      more: 'Accessories & samples',
      photos: '{n} photos',
    },
    nav: {
      cards: 'Cards',
      occasions: 'Occasions',
      cardTypes: 'Card types',
      allCards: 'All cards',
      samples: 'Order sample cards',
      calendars: 'Calendars',
      calendarTypes: 'Calendar types',
      allCalendars: 'All photo calendars',
      photobooks: 'Photo books',
      prints: 'Photo prints & boxes',
      printsShort: 'Photo prints',
      box: 'Photo box',
      collages: 'Collages',
      vouchers: us('Gift vouchers', 'Gift cards'),
      magazine: 'Magazine',
      business: 'Business customers',
      wallart: 'Wall art',
      allWallart: 'All wall art',
      materials: 'Materials',
      bestseller: 'Bestsellers',
      premium: 'Premium',
      additional: 'More products',
      frames: 'Picture frames',
      compare: 'Materials compared',
    },
    occasions: {
      birth: us('New baby', 'Birth announcements'),
      wedding: 'Wedding',
      birthday: 'Birthday',
      baptism: us('Christening', 'Baptism'),
      communion: 'First Communion',
      confirmation: 'Confirmation',
      christmas: us('Christmas', 'Holiday & Christmas'),
      sympathy: 'Sympathy',
      thanks: 'Thank you',
      invitation: 'Invitations',
    },
    cardTypes: {
      folded: 'Folded cards',
      postcard: 'Postcards',
      panorama: 'Panoramic cards',
      foil: 'Foil cards',
    },
    calendarTypes: {
      wandkalender: 'Wall calendar',
      tischkalender: 'Desk calendar',
      familienplaner: 'Family planner',
      kuechenkalender: 'Kitchen calendar',
      terminkalender: 'Appointment calendar',
    },
    materials: {
      leinwand: 'Canvas',
      acrylglas: 'Acrylic glass',
      aludibond: 'Aluminium Dibond',
      poster: 'Poster',
      gallerybond: 'Gallery print',
      hahnemuehle: 'Hahnemühle fine art',
      forexplatte: 'Forex board',
    },
    frameTypes: {
      wood: 'Wooden frames',
      alu: 'Aluminium frames',
      floater: us('Tray frames', 'Floater frames'),
    },
    framePaths: {
      wood: 'wood',
      alu: us('aluminium', 'aluminum'),
      floater: us('tray-frames', 'floater-frames'),
    },
    printFinishes: { glaenzend: 'Gloss', matt: 'Matt' },
    boxSizes: { small: 'Photo box', large: 'Photo box MAX' },
    actionBar: {
      cards: {
        text: 'This week only: 20% off all photo calendars with code CALENDAR20',
        path: P.calendar,
      },
      wallart: {
        text: 'Offer of the week: up to 30% off canvas prints in every size',
        path: P.canvas,
      },
    },
    usps: {
      cards: [
        { text: `Free ${delivery} on orders over ${freeShipping(m)}`, icon: 'truck' },
        { text: `Express ${delivery} in ${express}`, icon: 'clock' },
        { text: 'Up to 3 free sample cards', icon: 'gift' },
        { text: 'Carbon-neutral printing', icon: 'leaf' },
      ],
      wallart: [
        { text: `Free ${delivery} on orders over ${freeShipping(m, 'wallart')}`, icon: 'truck' },
        { text: 'Free image check by our experts', icon: 'check' },
        { text: 'Protective packaging, breakage guaranteed', icon: 'shield' },
        { text: 'Handmade in our own workshop', icon: 'star' },
      ],
    },
    newsletter: {
      headline: 'Ideas and offers straight to your inbox',
      text: 'Sign up for the Printhaus newsletter and get 10% off your next order. Unsubscribe at any time with one click.',
    },

    // ---------------------------------------------------------------- cards pages
    cards: {
      home: {
        name: 'Home',
        title: 'Printhaus – personalised cards, photo calendars & photo gifts',
        description:
          'Design cards, photo calendars, photo books and prints with your own pictures. Beautifully printed and delivered fast – by Printhaus.',
        hero: {
          img: 'hero-cards-stack',
          headline: 'Cards that come from the heart',
          subline:
            'More than 3,000 designs for every occasion – personalised with your photos and words in just a few minutes.',
          cta: 'Browse cards',
          path: P.cards,
        },
        heroB: {
          img: 'hero-calendar-wall',
          headline: 'Your year in pictures',
          subline: `Create your 2027 photo calendar now – wall calendars, desk calendars and family planners from ${fromPrice('calendar')}.`,
          cta: 'Create a calendar',
          path: P.calendar,
        },
        categoriesHeadline: 'Popular categories',
        categories: [
          {
            img: 'tile-card-folded',
            title: 'Cards',
            text: 'Invitations, thank-you cards and greetings for every occasion.',
            path: P.cards,
          },
          {
            img: 'tile-calendar-wall',
            title: 'Photo calendars',
            text: 'Twelve months of your best moments.',
            path: P.calendar,
            label: 'Bestseller',
          },
          {
            img: 'tile-photobook',
            title: 'Photo books',
            text: us(
              'Holidays, weddings, baby’s first year – made to be leafed through.',
              'Vacations, weddings, baby’s first year – made to be leafed through.',
            ),
            path: P.photobook,
          },
          {
            img: 'tile-photo-prints',
            title: 'Photo prints',
            text: 'Real photos you can hold, in every classic size.',
            path: P.prints,
          },
        ],
        productsHeadline: 'Customer favourites',
        products: [
          {
            img: 'tile-calendar-wall',
            name: 'A4 wall calendar',
            text: 'Premium silk-matt paper, spiral bound',
            path: P.calendar,
            sku: 'calendar-wandkalender-a4-hoch',
          },
          {
            img: 'tile-photobook',
            name: 'Hardcover photo book',
            text: '26 pages, expandable to 154',
            path: P.photobook,
            from: ['photobook', 'digitalfotobuch'],
          },
          {
            img: 'tile-card-folded',
            name: 'Folded cards',
            text: 'Envelopes included, from 10 cards',
            path: P.type_folded,
            from: ['card', 'klappkarte-a6'],
          },
          {
            img: 'tile-photo-prints',
            name: `${size('15x10')} photo prints`,
            text: 'Real photo paper, gloss or matt',
            path: P.prints,
            sku: 'photoprint-glaenzend-15x10',
          },
          {
            img: 'tile-photobox',
            name: 'Photo box',
            text: 'Wooden box with 50 prints of your choice',
            path: P.box,
            from: ['photobox', 'small'],
          },
          {
            img: 'tile-collage',
            name: 'Photo collage',
            text: 'Up to 60 photos in one picture',
            path: P.collage,
            from: ['collage'],
          },
        ],
        occasionsHeadline: 'Cards for every occasion',
        imageText: {
          img: 'hero-photobook',
          headline: 'Printed with care since 2011',
          text: `For more than ten years we have been turning your photos into cards, calendars and books that people love to hold. Everything is printed in our own print shop using green electricity, on FSC®-certified papers and with inks that stay vivid for years.

We check every order by hand before it leaves us. And if something is ever not quite right, we reprint it free of charge – that’s a promise.

[More about Printhaus](${P.about})`,
        },
      },
      error: {
        name: 'Error page',
        title: 'Page not found – Printhaus',
        description: 'Sorry, this page could not be loaded.',
        hero: {
          img: 'error-empty-frame',
          headline: 'Nothing to see here, sadly',
          subline:
            'The page you are looking for has moved, been renamed or is temporarily unavailable.',
          cta: 'Back to the home page',
          path: P.home,
        },
        text: `## Where next?

Check the address for typing errors or start again from our [home page](${P.home}). Answers to the most common questions about ordering, ${delivery} and design are in our [Help & FAQ](${P.faq}).

Our customer service team is available Monday to Friday on **${m.hotline}**.`,
        gridHeadline: 'Perhaps you were looking for this',
      },
      calendar: {
        slug: 'photo-calendar',
        name: 'Photo calendar',
        title: `Personalised photo calendars 2027 | Printhaus`,
        description: `Create a photo calendar with your own pictures: wall calendars, desk calendars, family planners and kitchen calendars in many sizes. Premium paper, dispatched in 1–3 working days.`,
        hero: {
          img: 'hero-calendar-wall',
          headline: 'Create your 2027 photo calendar',
          subline:
            'Twelve months of memories: with your favourite photos, birthdays and holidays – printed on premium silk-matt paper.',
          cta: 'Start designing',
          path: '#calculator',
        },
        intro: `## A calendar that brings joy every month

As a present for the grandparents, a family planner for the kitchen or a desk calendar for the office: at Printhaus you design your photo calendar exactly the way you want it. Choose the size and starting month, upload your photos and add birthdays, school holidays and ${us('bank holidays', 'public holidays')} – our designer can even lay out the pages for you automatically.`,
        calculator: {
          headline: 'Choose a size and see the price',
          cta: 'Design your calendar',
          labels: ['Bestseller', 'New'],
        },
        gridHeadline: 'Find the right calendar',
        grid: [
          {
            img: 'tile-calendar-wall',
            title: 'Wall calendars',
            text: 'The classic in A4 and A3, portrait or landscape.',
            path: P.wallCalendar,
          },
          {
            img: 'tile-calendar-desk',
            title: 'Desk calendars',
            text: 'Compact for desks and counters.',
            path: P.deskCalendar,
          },
          {
            img: 'tile-calendar-family',
            title: 'Family planners',
            text: 'Up to five columns for the whole family’s plans.',
            path: P.familyPlanner,
            label: 'Popular',
          },
          {
            img: 'tile-calendar-kitchen',
            title: 'Kitchen calendars',
            text: 'Slim and practical, fits on any cupboard door.',
            path: P.kitchenCalendar,
          },
        ],
        imageText: {
          img: 'hero-calendar-desk',
          headline: 'Quality you can see and feel',
          text: `We print our calendars on heavy 250 gsm silk-matt premium paper. Colours stay brilliant and the pages are easy to write on.

- Start in any month you like
- Spiral binding in white, black or silver
- ${us('Bank holidays for England, Scotland, Wales or Northern Ireland', 'US federal holidays included on request')}`,
        },
        faqHeadline: 'Photo calendar FAQs',
        faq: [
          {
            q: 'Can I choose the starting month?',
            a: 'Yes. Your calendar can begin in any month – handy for an academic year starting in September or a birthday present in the middle of the year.',
          },
          {
            q: `How long does ${delivery} take?`,
            a: `Standard calendars leave our print shop within 1–3 working days. With express ${delivery}, your calendar is with you in ${express}.`,
          },
          {
            q: 'Are holidays already included?',
            a: `While designing, you decide whether ${us('bank holidays', 'public holidays')} are shown. Add your own dates such as birthdays with just a few clicks.`,
          },
        ],
      },
      prints: {
        slug: 'photo-prints',
        name: 'Photo prints',
        title: `Order photo prints online – real photo paper | Printhaus`,
        description: us(
          `Professional photo printing: prints from ${size('10x10')} to ${size('30x20')} on real photographic paper, gloss or matt. Delivered fast.`,
          `Professional photo printing: prints from ${size('10x10')} to ${size('30x20')} on real photographic paper, glossy or matte. Shipped fast.`,
        ),
        hero: {
          img: 'hero-photo-prints',
          headline: 'Lab-quality photo prints',
          subline: us(
            'Get your pictures off your phone and into your hands: exposed on real photo paper, in gloss or matt.',
            'Get your pictures off your phone and into your hands: printed on real photo paper, glossy or matte.',
          ),
          cta: 'Upload photos',
          path: '#calculator',
        },
        intro: `## Real photos instead of a screen

Thousands of photos live on our phones – and hardly ever get looked at. Our photo prints turn files back into memories you can hold, give away and stick into albums. Every picture is exposed on genuine silver-halide photo paper that keeps its colours for decades.`,
        calculator: {
          headline: us('Choose a size and finish', 'Choose a size and finish'),
          cta: 'Upload photos',
          labels: ['Bestseller'],
        },
        gridHeadline: 'Do more with your photos',
        grid: [
          {
            img: 'tile-photobox',
            title: 'Photo box',
            text: 'Your prints in a beautiful wooden box.',
            path: P.box,
          },
          {
            img: 'tile-collage',
            title: 'Photo collage',
            text: 'Lots of photos, one picture.',
            path: P.collage,
          },
          {
            img: 'tile-photobook',
            title: 'Photo book',
            text: 'The whole story on up to 154 pages.',
            path: P.photobook,
          },
        ],
        imageText: {
          img: 'hero-photobox',
          headline: us('Gloss or matt?', 'Glossy or matte?'),
          text: us(
            `**Gloss** makes colours glow and suits landscapes and holiday snaps. **Matt** resists fingerprints and doesn’t reflect – ideal for albums and picture frames.`,
            `**Glossy** makes colors glow and suits landscapes and vacation photos. **Matte** resists fingerprints and doesn’t reflect – ideal for albums and picture frames.`,
          ),
        },
        faqHeadline: 'Photo print FAQs',
        faq: [
          {
            q: 'What resolution do my photos need?',
            a: `For a ${size('15x10')} print, 1,200 x 1,800 pixels are enough – any current smartphone manages that. If a picture is too small, our designer warns you before you order.`,
          },
          {
            q: 'Will my photos be cropped?',
            a: 'Smartphone photos (4:3) have a slightly different shape from classic prints (3:2). When uploading, you decide whether the picture is trimmed to fill the print or printed in full with a white border.',
          },
        ],
      },
      box: {
        slug: 'photo-box',
        name: 'Photo box',
        title: 'Personalised photo box filled with your prints | Printhaus',
        description: us(
          `A wooden photo box with your prints: a personalised lid and 50 or 100 photos in ${size('15x10')} and other sizes – a present that gets opened again and again.`,
          `A wooden photo box with your prints: a personalised lid and 50 or 100 photos in ${size('15x10')} and other sizes – a gift that gets opened again and again.`,
        ),
        hero: {
          img: 'hero-photobox',
          headline: 'The photo box: memories to unwrap',
          subline:
            'A wooden box with a photo of your choice on the lid, filled with your favourite prints.',
          cta: 'Create your photo box',
          path: '#calculator',
        },
        intro: `## The gift that gets opened again and again

A photo box is an album without pages: your prints rest in a sturdy birch-wood box with a lid you personalise with a photo and a few words. Perfect for an anniversary, ${us('a leaving present', 'a farewell gift')} or the memories of a first trip together.`,
        calculator: {
          headline: 'Choose your box and print size',
          cta: 'Create your photo box',
          labels: ['Bestseller'],
        },
        gridHeadline: 'Goes well with',
        grid: [
          {
            img: 'tile-photo-prints',
            title: 'Photo prints',
            text: 'Reorder your favourites in any size.',
            path: P.prints,
          },
          {
            img: 'tile-voucher',
            title: us('Gift vouchers', 'Gift cards'),
            text: 'Let them design their own.',
            path: P.vouchers,
          },
          {
            img: 'tile-collage',
            title: 'Photo collage',
            text: 'The photos from the box, on the wall.',
            path: P.collage,
          },
        ],
        imageText: {
          img: 'hero-photo-prints',
          headline: 'Two sizes, endless possibilities',
          text: us(
            `The **Photo box** holds up to 50 prints in ${size('15x10')}, the **Photo box MAX** up to 100. Both come with a personalised lid and an optional engraving inside.`,
            `The **Photo box** holds up to 50 ${size('15x10')} prints, the **Photo box MAX** up to 100. Both come with a personalised lid and an optional engraving inside.`,
          ),
        },
        faqHeadline: 'Photo box FAQs',
        faq: [
          {
            q: 'Can I mix different print sizes?',
            a: `Yes, as long as the prints fit in the box. For the Photo box we recommend ${size('15x10')}, ${size('13x9')} and ${size('10x10')}; the Photo box MAX also takes ${size('18x13')} and ${size('10x12')}.`,
          },
          {
            q: 'Can I buy the box empty?',
            a: 'The photo box is only available with prints, so that the lid and the photos go together perfectly. You decide how many prints to include.',
          },
        ],
      },
      faq: {
        slug: 'faq',
        name: 'Help & FAQ',
        title: 'Help & frequently asked questions – Printhaus customer service',
        description: `Answers to common questions about ordering, design, ${delivery}, payment and complaints at Printhaus.`,
        hero: {
          img: 'hero-cards-stack',
          headline: 'How can we help?',
          subline: `Answers to the questions we hear most – and if you can’t find what you need, call us Monday to Friday on ${m.hotline}.`,
        },
        sections: [
          {
            headline: 'Ordering & design',
            items: [
              {
                q: 'Can I save my design and finish it later?',
                a: `Yes. Sign in to [your account](${P.account}) and your design is saved automatically. You’ll find it under “My projects” and can carry on at any time – even on another device.`,
              },
              {
                q: 'Can I change my order after placing it?',
                a: 'You can cancel your order in your account within 60 minutes and place it again. After that it goes to print and unfortunately can no longer be changed.',
              },
              {
                q: 'Can I order sample cards first?',
                a: `Yes. Up to 3 sample cards per order are free; each additional one costs ${samplePrice(m)}. That way you can check the paper and colours before ordering the full run.`,
              },
            ],
          },
          {
            headline: `${Delivery}`,
            items: [
              {
                q: `How much does ${delivery} cost?`,
                a: `${Delivery} is free on orders over ${freeShipping(m)}. Below that, we charge a flat rate of ${shippingCost(m)} per order.`,
              },
              {
                q: 'When will my order arrive?',
                a: `Most products leave our print shop within 1–3 working days; delivery takes another 1–${us('2', '5')} days. With express ${delivery}, your order arrives in ${express}.`,
              },
            ],
          },
          {
            headline: 'Payment & complaints',
            items: [
              {
                q: 'Which payment methods do you accept?',
                a: 'You can pay by PayPal, credit or debit card, Apple Pay, Google Pay or Klarna.',
              },
              {
                q: 'What if something isn’t right?',
                a: `Contact our [customer service team](${P.contact}) within 14 days with a photo of the product. If there is a printing fault or transit damage, we’ll reprint free of charge or refund you.`,
              },
            ],
          },
        ],
      },
      redirects: [
        { slug: 'calendars', name: 'Calendars (redirect)', target: P.calendar, status: 301 },
      ],
      abTest: {
        name: 'A/B test home hero',
        title: 'Printhaus – hero experiment',
        intro: `This page shows the home page hero as an A/B test. The feature flag **home_hero_experiment** decides which variant you see.`,
      },
      fallback: {
        name: 'Component fallback',
        title: 'Printhaus – component fallback',
        intro: `The next block uses the component **legacy-slider**, which the shop no longer has. In its place you see a notice that the component could not be found.`,
        after: `Everything after the unknown block still renders as usual.`,
      },
      showcase: {
        name: 'Block showcase',
        title: 'Printhaus – every content block on one page',
        richtext: `## Rich text with all the trimmings

A paragraph with **bold** and *italic* text and a [link to the FAQ](${P.faq}).

- First bullet point
- Second bullet point

1. Step one: choose a size
2. Step two: upload your photos

> A quote: “The calendar hangs in our kitchen and gets looked at every single day.” – customer from Leeds

---

And finally an [external link to Hahnemühle](https://www.hahnemuehle.com).`,
        countdown: {
          headline: 'Christmas 2027',
          text: 'Order by 16 December for delivery in time for Christmas.',
        },
        collage: {
          headline: 'Create a photo collage',
          text: 'Up to 60 photos in one picture – choose a template and simply drag your photos in.',
        },
      },
    },

    // -------------------------------------------------------------- wallart pages
    wallart: {
      home: {
        name: 'Home',
        title: 'Printhaus wall art – your photo on canvas, acrylic & aluminium',
        description:
          'Your photo as wall art: canvas, acrylic glass, aluminium Dibond, posters and gallery prints in over 100 sizes. Handmade, safely packed, delivered fast.',
        hero: {
          img: 'hero-canvas-livingroom',
          headline: 'Your photos. Your walls.',
          subline: `Canvas, acrylic or aluminium – in gallery quality, in over 100 sizes, with free ${delivery} on orders over ${freeShipping(m, 'wallart')}.`,
          cta: 'Create wall art',
          path: P.wallart,
        },
        heroB: {
          img: 'hero-acrylic',
          headline: 'Brilliance behind glass',
          subline: `Acrylic prints with real depth – now from ${fromPrice('wallart', 'acrylglas')}.`,
          cta: 'Discover acrylic',
          path: P.acrylic,
        },
        categoriesHeadline: 'Which material suits your picture?',
        categories: [
          {
            img: 'tile-material-canvas',
            title: 'Canvas',
            text: 'Warm, matt and timeless – the classic.',
            path: P.canvas,
            label: 'Bestseller',
          },
          {
            img: 'tile-material-acrylic',
            title: 'Acrylic glass',
            text: 'Glowing colours with depth.',
            path: P.acrylic,
          },
          {
            img: 'tile-material-alu',
            title: 'Aluminium Dibond',
            text: 'Modern, elegant and extremely sturdy.',
            path: P.alu,
          },
          {
            img: 'tile-material-poster',
            title: 'Posters',
            text: 'Affordable and flexible, framed or unframed.',
            path: P.poster,
          },
        ],
        productsHeadline: 'Popular wall art',
        products: [
          {
            img: 'tile-material-canvas',
            name: 'Canvas print',
            text: us(
              '2.5 cm stretcher frame, ready to hang',
              '1 in. stretcher frame, ready to hang',
            ),
            path: P.canvas,
            from: ['wallart', 'leinwand'],
          },
          {
            img: 'tile-material-acrylic',
            name: 'Acrylic print',
            text: us(
              '5 mm acrylic glass, frameless hanging',
              '¼ in. acrylic glass, frameless hanging',
            ),
            path: P.acrylic,
            from: ['wallart', 'acrylglas'],
          },
          {
            img: 'tile-material-alu',
            name: 'Aluminium Dibond',
            text: 'Matt or brushed finish',
            path: P.alu,
            from: ['wallart', 'aludibond'],
          },
          {
            img: 'tile-material-poster',
            name: 'Poster',
            text: 'Premium photo paper in large sizes',
            path: P.poster,
            from: ['wallart', 'poster'],
          },
          {
            img: 'tile-material-gallery',
            name: 'Gallery print',
            text: us('In an oak tray frame', 'In an oak floater frame'),
            path: P.gallery,
            from: ['wallart', 'gallerybond'],
          },
          {
            img: 'tile-frames',
            name: 'Picture frames',
            text: 'Wood or aluminium, with a mount',
            path: P.frames,
          },
        ],
        imageText: {
          img: 'hero-wallart-gallery',
          headline: 'Handmade in our own workshop',
          text: `Every piece of wall art is made individually: we stretch canvases by hand over frames of sustainably sourced pine, laminate acrylic without bubbles and inspect every picture before packing it.

Our free image check tells you before printing whether your photo suits the size you have chosen.

[Materials compared](${P.compare})`,
        },
      },
      error: {
        name: 'Error page',
        title: 'Page not found – Printhaus wall art',
        description: 'Sorry, this page could not be loaded.',
        hero: {
          img: 'error-empty-frame',
          headline: 'This frame is still empty',
          subline: 'The page you are looking for no longer exists or is temporarily unavailable.',
          cta: 'Back to the home page',
          path: P.home,
        },
        text: `## Where next?

Check the address for typing errors or explore our [wall art](${P.wallart}). Questions about materials, sizes and ${delivery} are answered in our [Help & FAQ](${P.faq}).

Our customer service team is available Monday to Friday on **${m.hotline}**.`,
        gridHeadline: 'Popular materials',
      },
      canvas: {
        slug: 'canvas-prints',
        name: 'Canvas prints',
        title: `Canvas prints: your photo on canvas | Printhaus`,
        description: `Turn your photo into a canvas print: stretched by hand over a wooden frame, in more than 60 sizes. Delivered ready to hang.`,
        hero: {
          img: 'hero-canvas-livingroom',
          headline: 'Your photo on canvas',
          subline:
            'Stretched by hand over a wooden frame, in more than 60 sizes – and ready to hang at your home in 3–5 working days.',
          cta: 'Design your canvas',
          path: '#calculator',
        },
        intro: `## Why canvas?

Canvas is the most popular material for photos on the wall – and for good reason. The fine weave gives every picture a warm, painterly feel, the matt surface never reflects and suits any room. We print with lightfast pigment inks on heavy 380 gsm cotton-blend canvas and stretch every picture by hand.`,
        calculator: {
          headline: 'Choose your size',
          cta: 'Design your canvas',
          labels: ['Bestseller', 'Best price'],
        },
        gridHeadline: 'Canvas for every taste',
        grid: [
          {
            img: 'tile-material-canvas',
            title: 'Classic canvas',
            text: us(
              'With a 2.5 cm or 3.8 cm stretcher frame.',
              'With a 1 in. or 1½ in. stretcher frame.',
            ),
            path: P.canvas,
          },
          {
            img: 'tile-material-gallery',
            title: us('Canvas in a tray frame', 'Canvas in a floater frame'),
            text: 'In an elegant wooden frame with a shadow gap.',
            path: P.gallery,
            label: 'Premium',
          },
          {
            img: 'tile-collage',
            title: 'Canvas collage',
            text: 'Several photos on one canvas.',
            path: P.wallart,
          },
        ],
        imageText: {
          img: 'hero-wallart-gallery',
          headline: 'Handcrafted right up to the hook',
          text: `Every canvas is stretched by hand and neatly folded at the corners. You choose the edge:

- **mirrored** – the picture seems to flow around the edge
- **coloured** – white, black or a colour taken from your picture
- **wrapped** – the picture is pulled around the frame

Hangers and wall spacers are included.`,
        },
        faqHeadline: 'Canvas print FAQs',
        faq: [
          {
            q: 'What resolution does my photo need for a canvas?',
            a: 'For a medium-sized canvas, 2,400 x 3,600 pixels are plenty. Because canvas is viewed from a little distance, it is more forgiving than photo paper – our free image check lets you know before printing if it gets tight.',
          },
          {
            q: 'Can I hang the canvas in a bathroom?',
            a: 'Thanks to its protective varnish, canvas copes with brief humidity. Right next to a shower or bath, we recommend acrylic glass or aluminium Dibond.',
          },
          {
            q: 'Is the canvas ready to hang?',
            a: 'Yes. Every canvas print comes with a hanger fitted; wider canvases come with two.',
          },
        ],
      },
      wallart: {
        slug: 'wall-art',
        name: 'Wall art',
        title: 'Personalised wall art with your own photos – all materials | Printhaus',
        description:
          'Your photos as wall art: canvas, acrylic glass, aluminium Dibond, posters, gallery prints and Hahnemühle fine art compared – with a price calculator for every size.',
        hero: {
          img: 'hero-wallart-gallery',
          headline: 'Wall art with your photos',
          subline:
            'Seven materials, over 100 sizes and one goal: to bring your picture to the wall as beautifully as possible.',
          cta: 'Choose a material',
          path: '#calculator',
        },
        intro: `## The right material for every picture

Landscapes look warm and calm on canvas, architecture crisp and modern on aluminium. Night shots and strong colours gain an almost tangible depth behind acrylic glass, while black-and-white photos show their full tonal range on Hahnemühle paper. The price calculator shows every material and size at a glance.`,
        calculator: {
          headline: 'Choose material and size',
          cta: 'Create your wall art',
          labels: ['Bestseller', 'Best price'],
        },
        gridHeadline: 'All materials',
        grid: [
          {
            img: 'tile-material-canvas',
            title: 'Canvas',
            text: 'The classic with a woven texture.',
            path: P.canvas,
            label: 'Bestseller',
          },
          {
            img: 'tile-material-acrylic',
            title: 'Acrylic glass',
            text: 'Depth and brilliance.',
            path: P.acrylic,
          },
          {
            img: 'tile-material-alu',
            title: 'Aluminium Dibond',
            text: 'Matt, modern and rigid.',
            path: P.alu,
          },
          {
            img: 'tile-material-gallery',
            title: 'Gallery print',
            text: us('In a tray frame.', 'In a floater frame.'),
            path: P.gallery,
            label: 'New',
          },
          {
            img: 'tile-material-hahnemuehle',
            title: 'Hahnemühle fine art',
            text: 'Museum quality on mould-made paper.',
            path: P.hahnemuehle,
          },
          {
            img: 'tile-material-forex',
            title: 'Forex board',
            text: 'Light and affordable.',
            path: P.forex,
          },
          {
            img: 'tile-material-poster',
            title: 'Posters',
            text: 'Flexible, framed or unframed.',
            path: P.poster,
          },
          {
            img: 'tile-frames',
            title: 'Picture frames',
            text: 'Wood and aluminium frames made to measure.',
            path: P.frames,
          },
        ],
        imageText: {
          img: 'hero-framed-poster',
          headline: 'Framing makes all the difference',
          text: `On request, we deliver posters and Hahnemühle prints ready-framed in wood with a white mount, and canvases in a ${us('tray frame', 'floater frame')}. You choose the colour and profile; we frame to the millimetre.`,
        },
        faqHeadline: 'Wall art FAQs',
        faq: [
          {
            q: 'Which material is right for my photo?',
            a: `As a rule of thumb: canvas for warm, natural pictures, acrylic glass for bold colours, aluminium for clean lines. You’ll find a detailed comparison [here](${P.compare}).`,
          },
          {
            q: 'How is my wall art packed?',
            a: 'In a made-to-measure box with corner protection. If anything still arrives damaged, we’ll make it again free of charge.',
          },
        ],
      },
      faq: {
        slug: 'faq',
        name: 'Help & FAQ',
        title: 'Help & frequently asked questions about wall art – Printhaus',
        description: `Answers about materials, sizes, hanging, ${delivery} and complaints for your Printhaus wall art.`,
        hero: {
          img: 'hero-framed-poster',
          headline: 'How can we help?',
          subline: `Questions about materials, sizes or ${delivery}? Find the answers here – or call us on ${m.hotline}.`,
        },
        sections: [
          {
            headline: 'Materials & quality',
            items: [
              {
                q: 'How long do the colours last?',
                a: 'We print with pigment-based, UV-resistant inks. Under normal indoor lighting the colours stay stable for decades, but we still recommend avoiding direct sunlight.',
              },
              {
                q: 'What is the difference between acrylic glass and aluminium Dibond?',
                a: 'With acrylic glass, your photo is laminated behind a crystal-clear 5 mm sheet – the result is glossy and has great depth. Aluminium Dibond is a matt aluminium composite panel without reflections, ideal for bright rooms.',
              },
              {
                q: 'Do you check my photo before printing?',
                a: 'Yes, every picture goes through our free image check. If the resolution is too low for the size you chose, we’ll contact you before printing.',
              },
            ],
          },
          {
            headline: `${Delivery} & hanging`,
            items: [
              {
                q: `How long does ${delivery} take?`,
                a: `We make wall art in 2–4 working days; delivery takes another 1–${us('2', '5')} days. ${Delivery} is free on orders over ${freeShipping(m, 'wallart')}.`,
              },
              {
                q: 'Are fixings included?',
                a: 'Yes, every piece of wall art comes with a suitable hanger fitted.',
              },
            ],
          },
        ],
      },
    },
  }
}
