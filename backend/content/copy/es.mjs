// Spanish copy (es-es).
import { freeShipping, samplePrice, shippingCost, printSize } from '../lib/markets.mjs'
import { fromPrice } from '../lib/prices.mjs'

export default function es(m) {
  const size = (cm) => printSize(cm, m)
  const P = {
    home: '/',
    cards: '/tarjetas',
    calendar: '/calendario-personalizado',
    wallCalendar: '/calendario-de-pared',
    deskCalendar: '/calendario-de-mesa',
    familyPlanner: '/planificador-familiar',
    kitchenCalendar: '/calendario-de-cocina',
    appointmentCalendar: '/calendario-de-citas',
    photobook: '/fotolibro',
    prints: '/revelado-de-fotos',
    box: '/caja-de-foto',
    collage: '/collage-de-fotos',
    accessories: '/accesorios-tarjetas',
    vouchers: '/tarjeta-regalo',
    redeem: '/canjear-codigo',
    magazine: '/revista',
    faq: '/faq',
    account: '/mi-cuenta',
    cart: '/cesta',
    wishlist: '/mi-cuenta/lista-de-deseos',
    orders: '/pedidos',
    business: '/empresas',
    shipping: '/envio',
    payment: '/pago',
    contact: '/contacto',
    about: '/sobre-nosotros',
    sustainability: '/sostenibilidad',
    jobs: '/empleo',
    press: '/prensa',
    imprint: '/aviso-legal',
    privacy: '/politica-de-privacidad',
    terms: '/condiciones-generales',
    withdrawal: '/derecho-de-desistimiento',
    app: '/app',
    samples: '/tarjetas-de-muestra',
    occ_birth: '/tarjetas-nacimiento',
    occ_wedding: '/invitaciones-boda',
    occ_birthday: '/tarjetas-cumpleanos',
    occ_baptism: '/recordatorios-bautizo',
    occ_communion: '/recordatorios-comunion',
    occ_confirmation: '/tarjetas-confirmacion',
    occ_christmas: '/tarjetas-navidad',
    occ_sympathy: '/tarjetas-condolencias',
    occ_thanks: '/tarjetas-agradecimiento',
    occ_invitation: '/invitaciones',
    type_folded: '/tarjetas-plegables',
    type_postcard: '/postales',
    type_panorama: '/tarjetas-panoramicas',
    type_foil: '/tarjetas-con-foil-dorado',
    canvas: '/impresion-sobre-lienzo',
    acrylic: '/impresion-en-metacrilato',
    alu: '/impresion-en-aluminio',
    poster: '/posters',
    gallery: '/impresion-galeria',
    hahnemuehle: '/impresion-fine-art',
    forex: '/impresion-en-forex',
    frames: '/marcos',
    wallart: '/cuadros-personalizados',
    compare: '/comparativa-materiales',
  }

  return {
    lang: 'es',
    paths: P,
    words: {
      home: 'Inicio',
      from: 'desde',
      perCard: 'por tarjeta',
      new: 'Novedad',
      popular: 'Popular',
      bestseller: 'Más vendido',
      sale: 'Oferta',
      magazine: 'Revista',
    },
    header: {
      magazine: 'Revista',
      service: 'Ayuda y atención',
      account: 'Mi cuenta',
      cart: 'Cesta',
    },
    serviceText: 'Asesoramiento personal de lunes a viernes, de 9:00 a 18:00',
    shopLinks: { cards: 'Tarjetas y regalos con foto', wallart: 'Cuadros' },
    footer: {
      service: 'Atención al cliente',
      about: 'Sobre nosotros',
      legal: 'Legal',
      links: {
        faq: 'Ayuda y preguntas frecuentes',
        shipping: 'Envío y plazos de entrega',
        payment: 'Formas de pago',
        contact: 'Contacto',
        business: 'Clientes de empresa',
        about: 'Quiénes somos',
        sustainability: 'Sostenibilidad',
        jobs: 'Empleo',
        press: 'Prensa',
        magazine: 'Revista',
        imprint: 'Aviso legal',
        privacy: 'Política de privacidad',
        terms: 'Condiciones generales',
        withdrawal: 'Derecho de desistimiento',
      },
      copyright: '© 2026 Printhaus GmbH · Precios con IVA incluido, gastos de envío no incluidos',
    },
    burger: {
      account: 'Mi cuenta',
      wishlist: 'Lista de deseos',
      orders: 'Mis pedidos',
      help: 'Ayuda y contacto',
      app: 'App de Printhaus',
      vouchers: 'Canjear un código regalo',
    },
    // links to the shop's product pages: design groups, photo-box sizes, accessories
    productLinks: {
      sizesByRatio: 'Todos los formatos por proporción',
      ratio: 'Proporción {ratio}',
      calendarDesigns: 'Diseños de calendario',
      photobookDesigns: 'Diseños de fotolibro',
      collageDesigns: 'Diseños de collage',
      sizes: 'Cajas de fotos y copias',
      photobox: 'Caja de fotos',
      photoboxMax: 'Caja de fotos MAX',
      prints: 'Copias de fotos sueltas',
      photoboxText: '50 copias de fotos en una caja',
      photoboxMaxText: '150 copias de fotos en una caja',
      printsText: 'Cada foto impresa por separado, en brillo o mate',
      accessories: 'Accesorios para tarjetas',
      accessoriesText: 'Sobres, encartes, sellos y tarjetas de muestra gratis',
      wallartAccessories: 'Accesorios',
      wallartAccessoriesText: 'Caja de regalo, barra para póster y tornillos para colgar',
      more: 'Accesorios y muestras',
      photos: '{n} fotos',
    },
    nav: {
      cards: 'Tarjetas',
      occasions: 'Ocasiones',
      cardTypes: 'Tipos de tarjeta',
      allCards: 'Todas las tarjetas',
      samples: 'Pedir tarjetas de muestra',
      calendars: 'Calendarios',
      calendarTypes: 'Tipos de calendario',
      allCalendars: 'Todos los calendarios de fotos',
      photobooks: 'Fotolibros',
      prints: 'Revelado y cajas de fotos',
      printsShort: 'Revelado de fotos',
      box: 'Caja de fotos',
      collages: 'Collages',
      vouchers: 'Tarjetas regalo',
      magazine: 'Revista',
      business: 'Clientes de empresa',
      wallart: 'Cuadros',
      allWallart: 'Todos los cuadros',
      materials: 'Materiales',
      bestseller: 'Más vendidos',
      premium: 'Premium',
      additional: 'Otros productos',
      frames: 'Marcos',
      compare: 'Comparativa de materiales',
    },
    occasions: {
      birth: 'Nacimiento',
      wedding: 'Boda',
      birthday: 'Cumpleaños',
      baptism: 'Bautizo',
      communion: 'Comunión',
      confirmation: 'Confirmación',
      christmas: 'Navidad',
      sympathy: 'Condolencias',
      thanks: 'Agradecimiento',
      invitation: 'Invitaciones',
    },
    cardTypes: {
      folded: 'Tarjetas plegables',
      postcard: 'Postales',
      panorama: 'Tarjetas panorámicas',
      foil: 'Tarjetas con foil dorado',
    },
    calendarTypes: {
      wandkalender: 'Calendario de pared',
      tischkalender: 'Calendario de mesa',
      familienplaner: 'Planificador familiar',
      kuechenkalender: 'Calendario de cocina',
      terminkalender: 'Calendario de citas',
    },
    materials: {
      leinwand: 'Lienzo',
      acrylglas: 'Metacrilato',
      aludibond: 'Aluminio Dibond',
      poster: 'Póster',
      gallerybond: 'Impresión de galería',
      hahnemuehle: 'Hahnemühle FineArt',
      forexplatte: 'Forex',
    },
    frameTypes: {
      wood: 'Marcos de madera',
      alu: 'Marcos de aluminio',
      floater: 'Marcos flotantes',
    },
    framePaths: { wood: 'madera', alu: 'aluminio', floater: 'flotantes' },
    printFinishes: { glaenzend: 'Brillo', matt: 'Mate' },
    boxSizes: { small: 'Caja de fotos', large: 'Caja de fotos MAX' },
    actionBar: {
      cards: {
        text: 'Solo hasta el domingo: 20 % de descuento en todos los calendarios con el código CALENDARIO20',
        path: P.calendar,
      },
      wallart: {
        text: 'Oferta de la semana: hasta un 30 % de descuento en lienzos de todos los tamaños',
        path: P.canvas,
      },
    },
    usps: {
      cards: [
        { text: `Envío gratis a partir de ${freeShipping(m)}`, icon: 'truck' },
        { text: 'Envío exprés en 24 horas', icon: 'clock' },
        { text: 'Hasta 3 tarjetas de muestra gratis', icon: 'gift' },
        { text: 'Impresión climáticamente neutra', icon: 'leaf' },
      ],
      wallart: [
        { text: `Envío gratis a partir de ${freeShipping(m, 'wallart')}`, icon: 'truck' },
        { text: 'Revisión gratuita de tu imagen', icon: 'check' },
        { text: 'Embalaje seguro con garantía de roturas', icon: 'shield' },
        { text: 'Hecho a mano en nuestro taller', icon: 'star' },
      ],
    },
    newsletter: {
      headline: 'Ideas y ofertas directamente en tu correo',
      text: 'Suscríbete a la newsletter de Printhaus y consigue un 10 % de descuento en tu próximo pedido. Puedes darte de baja en cualquier momento con un clic.',
    },

    cards: {
      home: {
        name: 'Inicio',
        title: 'Printhaus – tarjetas, calendarios y regalos personalizados con fotos',
        description:
          'Crea tarjetas, calendarios de fotos, fotolibros y copias con tus propias fotos. Impresión de calidad y entrega rápida, con Printhaus.',
        hero: {
          img: 'hero-cards-stack',
          headline: 'Tarjetas que salen del corazón',
          subline:
            'Más de 3.000 diseños para cada ocasión, personalizados con tus fotos y tus palabras en pocos minutos.',
          cta: 'Ver tarjetas',
          path: P.cards,
        },
        heroB: {
          img: 'hero-calendar-wall',
          headline: 'Tu año en imágenes',
          subline: `Crea ya tu calendario de fotos 2027: de pared, de mesa o planificador familiar, desde ${fromPrice('calendar')}.`,
          cta: 'Crear calendario',
          path: P.calendar,
        },
        categoriesHeadline: 'Categorías populares',
        categories: [
          {
            img: 'tile-card-folded',
            title: 'Tarjetas',
            text: 'Invitaciones, agradecimientos y felicitaciones para cada ocasión.',
            path: P.cards,
          },
          {
            img: 'tile-calendar-wall',
            title: 'Calendarios de fotos',
            text: 'Doce meses con tus mejores momentos.',
            path: P.calendar,
            label: 'Más vendido',
          },
          {
            img: 'tile-photobook',
            title: 'Fotolibros',
            text: 'Vacaciones, boda, el primer año del bebé: para hojear una y otra vez.',
            path: P.photobook,
          },
          {
            img: 'tile-photobox',
            title: 'Revelado y cajas de fotos',
            text: 'Fotos de verdad, en una caja preciosa.',
            path: P.box,
          },
        ],
        productsHeadline: 'Los favoritos de nuestros clientes',
        products: [
          {
            img: 'tile-calendar-wall',
            name: 'Calendario de pared A4',
            text: 'Papel prémium satinado, encuadernación con espiral',
            path: P.calendar,
            sku: 'calendar-wandkalender-a4-hoch',
          },
          {
            img: 'tile-photobook',
            name: 'Fotolibro tapa dura',
            text: '26 páginas, ampliable hasta 154',
            path: P.photobook,
            from: ['photobook', 'digitalfotobuch'],
          },
          {
            img: 'tile-card-folded',
            name: 'Tarjetas plegables',
            text: 'Sobres incluidos, desde 10 unidades',
            path: P.type_folded,
            from: ['card', 'klappkarte-a6'],
          },
          {
            img: 'tile-photo-prints',
            name: `Copias ${size('15x10')}`,
            text: 'Papel fotográfico auténtico, brillo o mate',
            path: P.prints,
            sku: 'photoprint-glaenzend-15x10',
          },
          {
            img: 'tile-photobox',
            name: 'Caja de fotos',
            text: 'Caja de madera con 50 copias a elegir',
            path: P.box,
            from: ['photobox', 'small'],
          },
          {
            img: 'tile-collage',
            name: 'Collage de fotos',
            text: 'Hasta 60 fotos en una sola imagen',
            path: P.collage,
            from: ['collage'],
          },
        ],
        occasionsHeadline: 'Tarjetas para cada ocasión',
        imageText: {
          img: 'hero-photobook',
          headline: 'Impreso con mimo desde 2011',
          text: `Desde hace más de diez años convertimos tus fotos en tarjetas, calendarios y libros que da gusto tener en las manos. Imprimimos en nuestra propia imprenta con electricidad verde, en papeles con certificación FSC® y con tintas que mantienen su color durante años.

Revisamos cada pedido a mano antes de enviarlo. Y si algo no está bien, lo volvemos a imprimir gratis. Palabra.

[Más sobre Printhaus](${P.about})`,
        },
      },
      error: {
        name: 'Página de error',
        title: 'Página no encontrada – Printhaus',
        description: 'Lo sentimos, no se ha podido cargar esta página.',
        hero: {
          img: 'error-empty-frame',
          headline: 'Aquí no hay nada, lo sentimos',
          subline:
            'La página que buscas se ha movido, ha cambiado de nombre o no está disponible en este momento.',
          cta: 'Volver al inicio',
          path: P.home,
        },
        text: `## ¿Y ahora qué?

Comprueba la dirección o vuelve a empezar desde nuestra [página de inicio](${P.home}). En [Ayuda y preguntas frecuentes](${P.faq}) encontrarás respuestas sobre pedidos, envíos y diseño.

Nuestro equipo de atención al cliente te atiende de lunes a viernes en el **${m.hotline}**.`,
        gridHeadline: 'Quizá buscabas esto',
      },
      calendar: {
        slug: 'calendario-personalizado',
        name: 'Calendario personalizado',
        title: `Calendario personalizado 2027 con tus fotos | Printhaus`,
        description:
          'Crea tu calendario personalizado con fotos: de pared, de mesa, planificador familiar o de cocina, en muchos formatos. Papel prémium, enviado en 1–3 días laborables.',
        hero: {
          img: 'hero-calendar-wall',
          headline: 'Crea tu calendario 2027',
          subline:
            'Doce meses de recuerdos: con tus fotos favoritas, cumpleaños y festivos, impreso en papel prémium satinado.',
          cta: 'Empezar',
          path: '#calculator',
        },
        intro: `## Un calendario que alegra cada mes

Como regalo para los abuelos, como planificador familiar en la cocina o como calendario de mesa en la oficina: en Printhaus diseñas tu calendario personalizado exactamente como quieres. Elige el formato y el mes de inicio, sube tus fotos y añade cumpleaños, vacaciones y festivos. Nuestro editor incluso puede maquetarlo automáticamente.`,
        calculator: {
          headline: 'Elige el formato y consulta el precio',
          cta: 'Diseñar mi calendario',
          labels: ['Más vendido', 'Novedad'],
        },
        gridHeadline: 'Encuentra tu calendario',
        grid: [
          {
            img: 'tile-calendar-wall',
            title: 'Calendarios de pared',
            text: 'El clásico en A4 y A3, vertical u horizontal.',
            path: P.wallCalendar,
          },
          {
            img: 'tile-calendar-desk',
            title: 'Calendarios de mesa',
            text: 'Compactos para el escritorio o el mostrador.',
            path: P.deskCalendar,
          },
          {
            img: 'tile-calendar-family',
            title: 'Planificadores familiares',
            text: 'Hasta cinco columnas para toda la familia.',
            path: P.familyPlanner,
            label: 'Popular',
          },
          {
            img: 'tile-calendar-kitchen',
            title: 'Calendarios de cocina',
            text: 'Estrechos y prácticos, caben en cualquier puerta.',
            path: P.kitchenCalendar,
          },
        ],
        imageText: {
          img: 'hero-calendar-desk',
          headline: 'Calidad que se ve y se toca',
          text: `Imprimimos nuestros calendarios en papel prémium satinado de 250 g/m². Los colores se mantienen vivos y se escribe fácilmente en las páginas.

- Mes de inicio a elegir
- Espiral en blanco, negro o plata
- Festivos nacionales y autonómicos a petición`,
        },
        faqHeadline: 'Preguntas frecuentes sobre el calendario personalizado',
        faq: [
          {
            q: '¿Puedo elegir el mes de inicio?',
            a: 'Sí. Tu calendario puede empezar en cualquier mes: ideal para un calendario escolar desde septiembre o para un regalo de cumpleaños a mitad de año.',
          },
          {
            q: '¿Cuánto tarda el envío?',
            a: 'Los calendarios salen de nuestra imprenta en 1–3 días laborables. Con el envío exprés, lo recibes en 24 horas.',
          },
        ],
      },
      prints: {
        slug: 'revelado-de-fotos',
        name: 'Revelado de fotos',
        title: `Revelado de fotos online en papel fotográfico | Printhaus`,
        description: `Revelado de fotos con calidad profesional: copias de ${size('10x10')} a ${size('30x20')} en papel fotográfico auténtico, brillo o mate. Entrega rápida.`,
        hero: {
          img: 'hero-photo-prints',
          headline: 'Revelado de fotos con calidad de laboratorio',
          subline:
            'Saca tus fotos del móvil: reveladas en papel fotográfico auténtico, con acabado brillo o mate.',
          cta: 'Subir fotos',
          path: '#calculator',
        },
        intro: `## Fotos de verdad en lugar de una pantalla

Miles de fotos se quedan en el móvil y casi nunca las miramos. Nuestro revelado convierte los archivos en recuerdos que se pueden tocar, regalar y pegar en un álbum. Revelamos cada imagen en papel fotográfico de haluro de plata, que conserva sus colores durante décadas.`,
        calculator: {
          headline: 'Elige formato y acabado',
          cta: 'Subir fotos',
          labels: ['Más vendido'],
        },
        gridHeadline: 'Saca más partido a tus fotos',
        grid: [
          {
            img: 'tile-photobox',
            title: 'Caja de fotos',
            text: 'Tus copias en una bonita caja de madera.',
            path: P.box,
          },
          {
            img: 'tile-collage',
            title: 'Collage de fotos',
            text: 'Muchas fotos, una sola imagen.',
            path: P.collage,
          },
          {
            img: 'tile-photobook',
            title: 'Fotolibro',
            text: 'Toda la historia en hasta 154 páginas.',
            path: P.photobook,
          },
        ],
        imageText: {
          img: 'hero-photobox',
          headline: '¿Brillo o mate?',
          text: `El acabado **brillo** hace resaltar los colores y es ideal para paisajes y fotos de viaje. El **mate** no deja huellas y no refleja la luz: perfecto para álbumes y marcos.`,
        },
        faqHeadline: 'Preguntas frecuentes sobre el revelado',
        faq: [
          {
            q: '¿Qué resolución necesitan mis fotos?',
            a: `Para una copia de ${size('15x10')} bastan 1.200 x 1.800 píxeles: cualquier móvil actual los alcanza. Si una imagen es demasiado pequeña, nuestro editor te avisa antes de pedir.`,
          },
          {
            q: '¿Se recortarán mis fotos?',
            a: `Las fotos del móvil (4:3) tienen una proporción algo distinta a la del ${size('15x10')} clásico (3:2). Al subirlas decides si se recortan a sangre o se imprimen completas con borde blanco.`,
          },
        ],
      },
      box: {
        slug: 'caja-de-foto',
        name: 'Caja de fotos',
        title: 'Caja de fotos personalizada con tus copias – el regalo perfecto | Printhaus',
        description:
          'La caja de madera con tus copias: tapa personalizada, 50 o 100 fotos, un regalo para abrir una y otra vez.',
        hero: {
          img: 'hero-photobox',
          headline: 'La caja de fotos: recuerdos para abrir',
          subline:
            'Una caja de madera con la foto que elijas en la tapa, llena de tus copias más bonitas.',
          cta: 'Crear mi caja',
          path: '#calculator',
        },
        intro: `## El regalo que se abre una y otra vez

La caja de fotos es un álbum sin páginas: tus copias van sueltas en una robusta caja de abedul con la tapa personalizada. Perfecta para un aniversario, una despedida de un compañero o el recuerdo de vuestro primer viaje juntos.`,
        calculator: {
          headline: 'Elige la caja y el formato de las copias',
          cta: 'Crear mi caja',
          labels: ['Más vendido'],
        },
        gridHeadline: 'Combínala con',
        grid: [
          {
            img: 'tile-photo-prints',
            title: 'Revelado de fotos',
            text: 'Pide más copias en cualquier formato.',
            path: P.prints,
          },
          {
            img: 'tile-voucher',
            title: 'Tarjetas regalo',
            text: 'Que lo diseñen ellos.',
            path: P.vouchers,
          },
          {
            img: 'tile-collage',
            title: 'Collage de fotos',
            text: 'Las fotos de la caja, en la pared.',
            path: P.collage,
          },
        ],
        imageText: {
          img: 'hero-photo-prints',
          headline: 'Dos tamaños, muchas posibilidades',
          text: `La **caja de fotos** admite hasta 50 copias de ${size('15x10')} y la **caja de fotos MAX** hasta 100. Ambas con tapa personalizada y grabado interior opcional.`,
        },
        faqHeadline: 'Preguntas frecuentes sobre la caja de fotos',
        faq: [
          {
            q: '¿Puedo combinar formatos?',
            a: `Sí, siempre que las copias quepan en la caja. Para la caja recomendamos ${size('15x10')} y ${size('13x9')}; para la MAX, también ${size('18x13')}.`,
          },
        ],
      },
      faq: {
        slug: 'faq',
        name: 'Ayuda y preguntas frecuentes',
        title: 'Ayuda y preguntas frecuentes – atención al cliente de Printhaus',
        description:
          'Respuestas a las preguntas más habituales sobre pedidos, diseño, envío, pago y reclamaciones en Printhaus.',
        hero: {
          img: 'hero-cards-stack',
          headline: '¿Cómo podemos ayudarte?',
          subline: `Las respuestas a las preguntas más frecuentes. Y si no encuentras lo que buscas, llámanos de lunes a viernes al ${m.hotline}.`,
        },
        sections: [
          {
            headline: 'Pedido y diseño',
            items: [
              {
                q: '¿Puedo guardar mi diseño y terminarlo más tarde?',
                a: `Sí. Inicia sesión en [tu cuenta](${P.account}) y tu diseño se guardará automáticamente en «Mis proyectos». Puedes retomarlo cuando quieras, incluso desde otro dispositivo.`,
              },
              {
                q: '¿Puedo pedir tarjetas de muestra?',
                a: `Sí. Hasta 3 tarjetas de muestra por pedido son gratis; cada tarjeta adicional cuesta ${samplePrice(m)}.`,
              },
            ],
          },
          {
            headline: 'Envío y pago',
            items: [
              {
                q: '¿Cuánto cuesta el envío?',
                a: `El envío es gratis a partir de ${freeShipping(m)}. Por debajo, cobramos una tarifa plana de ${shippingCost(m)} por pedido.`,
              },
              {
                q: '¿Qué formas de pago aceptáis?',
                a: 'Tarjeta, PayPal, Bizum, Apple Pay, Google Pay y Klarna.',
              },
              {
                q: '¿Qué hago si algo no está bien?',
                a: `Escribe a nuestro [equipo de atención al cliente](${P.contact}) en un plazo de 14 días con una foto del producto. Si hay un fallo de impresión o un daño en el transporte, lo reimprimimos gratis o te devolvemos el importe.`,
              },
            ],
          },
        ],
      },
    },

    wallart: {
      home: {
        name: 'Inicio',
        title: 'Printhaus cuadros – tu foto en lienzo, metacrilato y aluminio',
        description:
          'Tu foto convertida en cuadro: lienzo, metacrilato, aluminio Dibond, póster e impresión de galería en más de 100 formatos. Hecho a mano, bien embalado y con entrega rápida.',
        hero: {
          img: 'hero-canvas-livingroom',
          headline: 'Tus fotos. Tus paredes.',
          subline: `Lienzo, metacrilato o aluminio, con calidad de galería, en más de 100 formatos y con envío gratis a partir de ${freeShipping(m, 'wallart')}.`,
          cta: 'Crear mi cuadro',
          path: P.wallart,
        },
        heroB: {
          img: 'hero-acrylic',
          headline: 'Brillo tras el cristal',
          subline: `Cuadros de metacrilato con una profundidad sorprendente, desde ${fromPrice('wallart', 'acrylglas')}.`,
          cta: 'Descubrir el metacrilato',
          path: P.acrylic,
        },
        categoriesHeadline: '¿Qué material va con tu foto?',
        categories: [
          {
            img: 'tile-material-canvas',
            title: 'Lienzo',
            text: 'Cálido, mate y atemporal.',
            path: P.canvas,
            label: 'Más vendido',
          },
          {
            img: 'tile-material-acrylic',
            title: 'Metacrilato',
            text: 'Colores luminosos con profundidad.',
            path: P.acrylic,
          },
          {
            img: 'tile-material-alu',
            title: 'Aluminio Dibond',
            text: 'Moderno, elegante y muy resistente.',
            path: P.alu,
          },
          {
            img: 'tile-material-poster',
            title: 'Póster',
            text: 'Económico, con o sin marco.',
            path: P.poster,
          },
        ],
        productsHeadline: 'Cuadros más populares',
        products: [
          {
            img: 'tile-material-canvas',
            name: 'Cuadro en lienzo',
            text: 'Bastidor de 2,5 cm, listo para colgar',
            path: P.canvas,
            from: ['wallart', 'leinwand'],
          },
          {
            img: 'tile-material-acrylic',
            name: 'Cuadro de metacrilato',
            text: 'Metacrilato de 5 mm, colgador invisible',
            path: P.acrylic,
            from: ['wallart', 'acrylglas'],
          },
          {
            img: 'tile-material-alu',
            name: 'Aluminio Dibond',
            text: 'Mate o cepillado, 3 mm de grosor',
            path: P.alu,
            from: ['wallart', 'aludibond'],
          },
          {
            img: 'tile-material-poster',
            name: 'Póster',
            text: 'Papel fotográfico prémium, hasta 120 x 180 cm',
            path: P.poster,
            from: ['wallart', 'poster'],
          },
          {
            img: 'tile-material-gallery',
            name: 'Impresión de galería',
            text: 'Con marco flotante de roble',
            path: P.gallery,
            from: ['wallart', 'gallerybond'],
          },
          {
            img: 'tile-frames',
            name: 'Marcos',
            text: 'Madera o aluminio, con paspartú',
            path: P.frames,
          },
        ],
        imageText: {
          img: 'hero-wallart-gallery',
          headline: 'Hecho a mano en nuestro taller',
          text: `Cada cuadro se fabrica de forma individual: tensamos los lienzos a mano sobre bastidores de pino de bosques gestionados de forma sostenible, laminamos el metacrilato sin burbujas y revisamos cada imagen antes de embalarla.

Nuestra revisión gratuita te dice antes de imprimir si tu foto es adecuada para el tamaño elegido.

[Comparativa de materiales](${P.compare})`,
        },
      },
      error: {
        name: 'Página de error',
        title: 'Página no encontrada – Printhaus cuadros',
        description: 'Lo sentimos, no se ha podido cargar esta página.',
        hero: {
          img: 'error-empty-frame',
          headline: 'Este marco aún está vacío',
          subline: 'La página que buscas ya no existe o no está disponible en este momento.',
          cta: 'Volver al inicio',
          path: P.home,
        },
        text: `## ¿Y ahora qué?

Comprueba la dirección o descubre nuestros [cuadros personalizados](${P.wallart}). Las dudas sobre materiales, tamaños y envío se resuelven en [Ayuda y preguntas frecuentes](${P.faq}).

Te atendemos de lunes a viernes en el **${m.hotline}**.`,
        gridHeadline: 'Materiales más populares',
      },
      canvas: {
        slug: 'impresion-sobre-lienzo',
        name: 'Impresión sobre lienzo',
        title: `Impresión sobre lienzo: tu foto en lienzo | Printhaus`,
        description:
          'Imprime tu foto sobre lienzo: tensado a mano en bastidor de madera, en más de 60 formatos de 20 x 30 a 120 x 180 cm. Se entrega listo para colgar.',
        hero: {
          img: 'hero-canvas-livingroom',
          headline: 'Tu foto sobre lienzo',
          subline:
            'Tensado a mano sobre bastidor de madera, en más de 60 formatos, y en tu casa en 3–5 días laborables, listo para colgar.',
          cta: 'Crear mi lienzo',
          path: '#calculator',
        },
        intro: `## ¿Por qué lienzo?

El lienzo es el material favorito para colgar fotos, y con razón: su fina trama da a cada imagen un aire cálido, casi pictórico, y su superficie mate no produce reflejos. Imprimimos con tintas pigmentadas resistentes a la luz sobre lienzo de mezcla de algodón de 380 g/m² y tensamos cada cuadro a mano.`,
        calculator: {
          headline: 'Elige el tamaño',
          cta: 'Crear mi lienzo',
          labels: ['Más vendido', 'Mejor precio'],
        },
        gridHeadline: 'Un lienzo para cada estilo',
        grid: [
          {
            img: 'tile-material-canvas',
            title: 'Lienzo clásico',
            text: 'Con bastidor de 2,5 o 3,8 cm.',
            path: P.canvas,
          },
          {
            img: 'tile-material-gallery',
            title: 'Lienzo con marco flotante',
            text: 'En un elegante marco de madera con separación.',
            path: P.gallery,
            label: 'Premium',
          },
          {
            img: 'tile-collage',
            title: 'Collage en lienzo',
            text: 'Varias fotos en un solo lienzo.',
            path: P.wallart,
          },
        ],
        imageText: {
          img: 'hero-wallart-gallery',
          headline: 'Artesanal hasta el último detalle',
          text: `Cada lienzo se tensa a mano y se pliega con cuidado en las esquinas. Tú eliges el borde:

- **espejo**: la imagen parece continuar por el canto
- **de color**: blanco, negro o un color de tu foto
- **envolvente**: la imagen rodea el bastidor

Incluye colgadores y separadores de pared.`,
        },
        faqHeadline: 'Preguntas frecuentes sobre la impresión sobre lienzo',
        faq: [
          {
            q: '¿Qué resolución necesito para un lienzo?',
            a: 'Para 40 x 60 cm bastan 2.400 x 3.600 píxeles. Un lienzo se mira con algo de distancia y perdona más que el papel fotográfico; nuestra revisión gratuita te avisa si la resolución va justa.',
          },
          {
            q: '¿El lienzo llega listo para colgar?',
            a: 'Sí. Cada lienzo se entrega con el colgador montado; a partir de 60 cm de ancho, con dos.',
          },
        ],
      },
      wallart: {
        slug: 'cuadros-personalizados',
        name: 'Cuadros personalizados',
        title: 'Cuadros personalizados con tus fotos – todos los materiales | Printhaus',
        description:
          'Tus fotos en cuadros personalizados: lienzo, metacrilato, aluminio Dibond, póster, impresión de galería y Hahnemühle FineArt comparados, con calculadora de precios.',
        hero: {
          img: 'hero-wallart-gallery',
          headline: 'Cuadros personalizados con tus fotos',
          subline:
            'Siete materiales, más de 100 formatos y un objetivo: que tu imagen luzca lo mejor posible en la pared.',
          cta: 'Elegir material',
          path: '#calculator',
        },
        intro: `## El material adecuado para cada imagen

Los paisajes ganan calidez sobre lienzo y la arquitectura, nitidez sobre aluminio. Las fotos nocturnas y los colores intensos adquieren una profundidad casi palpable bajo el metacrilato, y el blanco y negro despliega todos sus matices en papel Hahnemühle. La calculadora te muestra todos los materiales y tamaños de un vistazo.`,
        calculator: {
          headline: 'Elige material y tamaño',
          cta: 'Crear mi cuadro',
          labels: ['Más vendido', 'Mejor precio'],
        },
        gridHeadline: 'Todos los materiales',
        grid: [
          {
            img: 'tile-material-canvas',
            title: 'Lienzo',
            text: 'El clásico con textura.',
            path: P.canvas,
            label: 'Más vendido',
          },
          {
            img: 'tile-material-acrylic',
            title: 'Metacrilato',
            text: 'Profundidad y brillo.',
            path: P.acrylic,
          },
          {
            img: 'tile-material-alu',
            title: 'Aluminio Dibond',
            text: 'Mate, moderno y rígido.',
            path: P.alu,
          },
          {
            img: 'tile-material-gallery',
            title: 'Impresión de galería',
            text: 'Con marco flotante.',
            path: P.gallery,
            label: 'Novedad',
          },
          {
            img: 'tile-material-hahnemuehle',
            title: 'Hahnemühle FineArt',
            text: 'Calidad de museo en papel artístico.',
            path: P.hahnemuehle,
          },
          {
            img: 'tile-material-forex',
            title: 'Forex',
            text: 'Ligero y asequible.',
            path: P.forex,
          },
          {
            img: 'tile-material-poster',
            title: 'Póster',
            text: 'Flexible, con o sin marco.',
            path: P.poster,
          },
          {
            img: 'tile-frames',
            title: 'Marcos',
            text: 'Marcos de madera y aluminio a medida.',
            path: P.frames,
          },
        ],
        imageText: {
          img: 'hero-framed-poster',
          headline: 'Enmarcado luce el doble',
          text: `Si lo deseas, entregamos pósteres e impresiones Hahnemühle ya enmarcados en madera con paspartú blanco, y los lienzos con marco flotante. Tú eliges color y perfil; nosotros enmarcamos al milímetro.`,
        },
        faqHeadline: 'Preguntas frecuentes sobre cuadros personalizados',
        faq: [
          {
            q: '¿Qué material elijo para mi foto?',
            a: `Como regla general: lienzo para imágenes cálidas y naturales, metacrilato para colores intensos y aluminio para líneas limpias. Tienes una comparativa detallada [aquí](${P.compare}).`,
          },
          {
            q: '¿Cómo se embala el cuadro?',
            a: 'En una caja a medida con protectores de esquinas. Si aun así llega dañado, lo fabricamos de nuevo sin coste.',
          },
        ],
      },
      faq: {
        slug: 'faq',
        name: 'Ayuda y preguntas frecuentes',
        title: 'Ayuda y preguntas frecuentes sobre cuadros – Printhaus',
        description:
          'Respuestas sobre materiales, tamaños, colgado, envío y reclamaciones de tus cuadros Printhaus.',
        hero: {
          img: 'hero-framed-poster',
          headline: '¿Cómo podemos ayudarte?',
          subline: `¿Dudas sobre materiales, tamaños o envío? Aquí tienes las respuestas, o llámanos al ${m.hotline}.`,
        },
        sections: [
          {
            headline: 'Materiales y calidad',
            items: [
              {
                q: '¿Cuánto duran los colores?',
                a: 'Imprimimos con tintas pigmentadas resistentes a los rayos UV. Con la luz normal de interior, los colores se mantienen estables durante décadas; aun así, evita la luz solar directa.',
              },
              {
                q: '¿Revisáis mi foto antes de imprimirla?',
                a: 'Sí, cada imagen pasa por nuestra revisión gratuita. Si la resolución es demasiado baja para el tamaño elegido, te contactamos antes de imprimir.',
              },
            ],
          },
          {
            headline: 'Envío y colgado',
            items: [
              {
                q: '¿Cuánto tarda el envío?',
                a: `Fabricamos los cuadros en 2–4 días laborables y la entrega tarda 1–3 días. El envío es gratis a partir de ${freeShipping(m, 'wallart')}.`,
              },
              {
                q: '¿Incluye el colgador?',
                a: 'Sí, cada cuadro se entrega con un colgador adecuado ya montado.',
              },
            ],
          },
        ],
      },
    },
  }
}
