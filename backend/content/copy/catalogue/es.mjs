// Spanish (Spain) copy of the catalogue, service, company, legal and magazine pages (lib/catalogue.mjs).
import { freeShipping, samplePrice, shippingCost } from '../../lib/markets.mjs'
import { fromPrice } from '../../lib/prices.mjs'

export default function catalogue(m, c) {
  const P = c.paths
  const bizum =
    m.country === 'ES'
      ? '\n- **Bizum**: pagas al instante desde la app de tu banco, solo con tu número de móvil.'
      : ''

  return {
    labels: {
      occasions: 'Tarjetas para cada ocasión',
      cardTypes: 'Tipos de tarjeta',
      calendars: 'Más calendarios',
      related: 'También te puede gustar',
      faq: 'Preguntas y respuestas',
      materials: 'Otros materiales',
      frames: 'Marcos a elegir',
      latestArticles: 'Últimos artículos',
      readArticle: 'Leer el artículo',
      calculatorHeadline: 'Elige el tamaño y consulta el precio',
      calculatorCta: 'Diseñar mi cuadro',
      designCta: 'Empezar a diseñar',
      bestseller: 'Más vendido',
    },

    cards: {
      cards: {
        name: c.nav.cards,
        title: `Tarjetas personalizadas con tus fotos | Printhaus`,
        description:
          'Tarjetas personalizadas para bodas, nacimientos, cumpleaños y Navidad: más de 3.000 diseños, papel prémium y sobres incluidos. Listas en 1–3 días laborables.',
        headline: 'Tarjetas personalizadas para cada ocasión',
        subline:
          'Más de 3.000 diseños con tu foto y tus palabras, en papel prémium y con sobres incluidos.',
        intro: `## Tarjetas que acaban en la puerta de la nevera

Un mensaje en el móvil se lee y se olvida; una tarjeta impresa se queda en la nevera, en la estantería o entre las páginas de un libro. En Printhaus eliges entre más de 3.000 diseños para bodas, nacimientos, cumpleaños, comuniones o Navidad, añades tus fotos y tu texto y, si quieres, cambias colores y tipografías. Todas las tarjetas se imprimen en papel prémium de 350 g/m², en acabado mate, brillo o papel natural, y llevan su sobre incluido.

Elige entre tarjetas plegables, postales y tarjetas panorámicas, con o sin foil dorado. Nuestra imprenta las produce en 1–3 días laborables y, si te corre prisa, las tienes en casa en 24 horas con el envío exprés.`,
        faq: [
          {
            q: '¿Están incluidos los sobres?',
            a: 'Sí. Cada tarjeta lleva su sobre blanco a juego sin coste adicional, en el tamaño adecuado para el formato que elijas.',
          },
          {
            q: '¿Puedo ver el papel antes de hacer el pedido?',
            a: `Claro. Pide hasta 3 [tarjetas de muestra](${P.samples}) gratis con tu propio diseño; cada muestra adicional cuesta ${samplePrice(m)}.`,
          },
          {
            q: '¿Puedo cambiar el texto y los colores de un diseño?',
            a: 'Sí. En el editor puedes cambiar textos, tipografías y colores, mover las fotos y añadir más imágenes en el interior.',
          },
        ],
      },

      occ_birth: {
        name: 'Tarjetas de nacimiento',
        title: `Tarjetas de nacimiento con foto | Printhaus`,
        description:
          'Presenta a tu bebé con tarjetas de nacimiento personalizadas: su primera foto, nombre, fecha, peso y talla. Papel prémium, sobres incluidos y envío rápido.',
        headline: 'Tarjetas de nacimiento para presentar a tu bebé',
        subline:
          'Su primera foto, su nombre y los datos de su llegada, en papel prémium y con sobre a juego.',
        intro: `## Su primera foto, para toda la familia

Las tarjetas de nacimiento son la forma más bonita de presentar al nuevo miembro de la familia a abuelos, tíos y amigos. Elige un diseño, sube la primera foto del bebé y completa los datos que quieras compartir: nombre, fecha y hora, peso y talla. En las tarjetas plegables queda sitio en el interior para unas palabras de los padres o para una segunda foto con los hermanos.

Imprimimos en papel prémium de 350 g/m² con acabado mate, o en papel natural de tacto suave. Los sobres van incluidos y, si quieres, el nombre del bebé puede llevar un detalle en foil dorado, plateado u oro rosa. Las tarjetas salen de nuestra imprenta en 1–3 días laborables, mientras disfrutas de las primeras semanas en casa con tu bebé.`,
        faq: [
          {
            q: '¿Cuándo se suelen enviar las tarjetas de nacimiento?',
            a: 'Lo habitual es enviarlas durante las primeras seis a ocho semanas. Puedes preparar el diseño antes del parto y añadir la foto y los datos cuando nazca el bebé: el proyecto se guarda en tu cuenta.',
          },
          {
            q: '¿Sirve una foto hecha con el móvil?',
            a: 'Sí, cualquier móvil actual tiene resolución de sobra. Si una foto fuera demasiado pequeña para el formato, el editor te avisa antes de hacer el pedido.',
          },
          {
            q: '¿Tenéis diseños para gemelos?',
            a: 'Sí, hay diseños con espacio para dos fotos y dos nombres, y en las tarjetas plegables puedes añadir más fotos en el interior.',
          },
        ],
      },

      occ_wedding: {
        name: 'Invitaciones de boda',
        title: `Invitaciones de boda personalizadas | Printhaus`,
        description:
          'Invitaciones de boda, «reserva la fecha», menús y tarjetas de agradecimiento con un mismo diseño. Papel prémium, foil dorado opcional y sobres incluidos.',
        headline: 'Invitaciones de boda tan únicas como vosotros',
        subline:
          'Del «reserva la fecha» al agradecimiento: toda la papelería de vuestra boda con un mismo estilo.',
        intro: `## Toda la papelería de la boda, a juego

Una boda empieza mucho antes del «sí, quiero»: con el «reserva la fecha» que anuncia el día y con la invitación que vuestros invitados colgarán en la nevera. En nuestras colecciones cada pieza combina con las demás: reserva la fecha, invitación, menú y tarjeta de agradecimiento comparten tipografía, colores y motivo. Añadid vuestra foto, el horario, la dirección de la ceremonia y del convite y, si queréis, el número de cuenta o la web de la boda.

Imprimimos sobre papel prémium de 350 g/m², en mate o en papel natural con una textura suave que se nota al tacto. Los nombres y las fechas pueden llevar foil dorado, plateado u oro rosa. Cada invitación incluye su sobre, y podéis elegir entre formato plegable, postal o panorámico.`,
        faq: [
          {
            q: '¿Con cuánta antelación enviamos las invitaciones?',
            a: 'Lo ideal es enviarlas entre tres y cuatro meses antes de la boda. Si tenéis invitados de fuera o os casáis en plena temporada, conviene mandar antes un «reserva la fecha», entre seis y doce meses antes.',
          },
          {
            q: '¿Podemos ver el papel y el foil antes de pedir?',
            a: `Sí. Pedid hasta 3 tarjetas de muestra gratis con vuestro diseño; cada muestra adicional cuesta ${samplePrice(m)}.`,
          },
          {
            q: '¿Se puede imprimir también el interior?',
            a: 'Sí. En las tarjetas plegables diseñáis las cuatro caras, por ejemplo con el programa del día, un mapa del lugar del convite o el número de cuenta.',
          },
        ],
      },

      occ_birthday: {
        name: 'Tarjetas de cumpleaños',
        title: 'Tarjetas de cumpleaños personalizadas con foto | Printhaus',
        description:
          'Tarjetas de cumpleaños e invitaciones para la fiesta con tus fotos: para niños, para los 18, los 40 o los 80. Papel prémium, sobres incluidos y envío exprés.',
        headline: 'Tarjetas de cumpleaños con tus fotos',
        subline:
          'Para felicitar o para invitar a la fiesta: del primer cumpleaños a los 90, con tu foto y tu texto.',
        intro: `## Una felicitación que hace sonreír

Una foto de hace treinta años, la pandilla del instituto o la tarta del año pasado: con una tarjeta de cumpleaños personalizada, la felicitación se convierte en un recuerdo. Elige entre diseños divertidos para niños, elegantes para los cumpleaños redondos o sencillos para que la foto sea la protagonista, y escribe tu propio texto o deja el interior en blanco para escribir a mano.

¿Organizas tú la fiesta? Con nuestras invitaciones de cumpleaños indicas hora, lugar y a quién confirmar la asistencia, y cada invitado recibe el mismo diseño. Imprimimos en papel prémium de 350 g/m² con sobres incluidos, en 1–3 días laborables.`,
        faq: [
          {
            q: '¿Llegará la tarjeta a tiempo?',
            a: 'Producimos en 1–3 días laborables. Si el cumpleaños es inminente, elige el envío exprés y la recibirás en 24 horas.',
          },
          {
            q: '¿Hay diseños para cumpleaños infantiles?',
            a: 'Sí: con animales, números grandes y mucho color, y con espacio para la foto del peque. Las invitaciones infantiles tienen campos para la hora de recogida y el teléfono de los padres.',
          },
        ],
      },

      occ_baptism: {
        name: 'Recordatorios de bautizo',
        title: 'Recordatorios e invitaciones de bautizo con foto | Printhaus',
        description:
          'Recordatorios e invitaciones de bautizo con la foto del bebé, su nombre, la fecha y la parroquia. Papel prémium, foil opcional y sobres incluidos.',
        headline: 'Recordatorios de bautizo con la foto de tu bebé',
        subline:
          'Invitaciones y recordatorios a juego, con su nombre, la fecha y la parroquia de su gran día.',
        intro: `## Un recuerdo para la familia y los padrinos

El recordatorio de bautizo es la tarjeta que cada invitado se lleva a casa y que la abuela guarda en el álbum durante años. Personaliza el tuyo con una foto del bebé, su nombre completo, la fecha, la parroquia y, si quieres, una frase, una oración o el nombre de los padrinos. Si eliges el mismo diseño para las invitaciones, irán a juego con los recordatorios.

Los recordatorios se imprimen en formato postal o plegable sobre papel prémium de 350 g/m², mate o natural, y los detalles en foil dorado o plateado les dan un toque festivo. Los sobres están incluidos. Como orientación, calcula uno por familia invitada y algunos más para padrinos, abuelos y el álbum del bebé.`,
        faq: [
          {
            q: '¿Cuántos recordatorios necesito?',
            a: 'Lo habitual es uno por familia invitada, más unos cuantos para padrinos, abuelos y recuerdo propio. Pide un 10 % más de lo que calcules: siempre aparece alguien más.',
          },
          {
            q: '¿Puedo incluir una oración o un versículo?',
            a: 'Sí. En la parte trasera o en el interior cabe un texto más largo; tenemos sugerencias de frases en el editor, y también puedes escribir la tuya.',
          },
        ],
      },

      occ_communion: {
        name: 'Recordatorios de comunión',
        title: 'Recordatorios de comunión personalizados con foto | Printhaus',
        description:
          'Recordatorios e invitaciones de Primera Comunión con foto, nombre, fecha y parroquia. Diseños para niñas y niños, papel prémium y sobres incluidos.',
        headline: 'Recordatorios de Primera Comunión',
        subline:
          'Con su foto, su nombre y la fecha de su gran día: recordatorios e invitaciones a juego.',
        intro: `## El recuerdo de un día muy especial

La Primera Comunión es una fiesta grande para toda la familia, y el recordatorio es lo que queda cuando se recogen las mesas. Personalízalo con una foto con el traje de comunión, su nombre, la fecha, la parroquia y una frase que le guste. Tenemos diseños clásicos con cáliz y espigas, otros más modernos con acuarelas y flores, y versiones sencillas en las que la foto es la protagonista.

Los recordatorios se imprimen en formato postal o plegable, sobre papel prémium de 350 g/m² en mate o papel natural, con foil dorado o plateado opcional y sobres incluidos. Con el mismo diseño puedes pedir las invitaciones para la celebración y, después, las tarjetas de agradecimiento.`,
        faq: [
          {
            q: '¿Cuándo debo encargar los recordatorios?',
            a: 'En plena temporada de comuniones, de abril a junio, conviene pedirlos con tres o cuatro semanas de margen. Si la foto del reportaje llega tarde, diseña ya y cambia la foto después: tu proyecto queda guardado en tu cuenta.',
          },
          {
            q: '¿Puedo usar el recordatorio también como invitación?',
            a: 'Sí. Muchas familias eligen una tarjeta plegable: por fuera, el recordatorio; por dentro, la hora, la iglesia y el lugar del convite.',
          },
        ],
      },

      occ_confirmation: {
        name: 'Tarjetas de confirmación',
        title: 'Tarjetas e invitaciones de confirmación con foto | Printhaus',
        description:
          'Tarjetas de confirmación: invitaciones, recordatorios y agradecimientos con foto, nombre y fecha. Diseños sobrios, papel prémium y sobres incluidos.',
        headline: 'Tarjetas de confirmación con estilo propio',
        subline:
          'Invitaciones, recordatorios y agradecimientos con diseños sobrios, pensados para jóvenes.',
        intro: `## Para un paso que se da con criterio propio

La confirmación llega en la adolescencia, y los diseños infantiles ya no sirven. Por eso nuestras tarjetas de confirmación apuestan por líneas limpias, tonos naturales y tipografías actuales, con espacio para una foto, el nombre, la fecha, la parroquia y, si quieres, el nombre del padrino o la madrina. Que elija el diseño quien se confirma: el editor funciona igual de bien en el móvil.

Imprimimos en papel prémium de 350 g/m², mate o natural, con foil dorado o plateado opcional y sobres incluidos. Con el mismo diseño tienes invitaciones para la celebración, recordatorios para la familia y tarjetas de agradecimiento para después.`,
        faq: [
          {
            q: '¿Hay diseños que no parezcan infantiles?',
            a: 'Sí, la mayoría de nuestros diseños de confirmación son sobrios y modernos, sin angelitos ni colores pastel. Los colores se pueden cambiar libremente en el editor.',
          },
          {
            q: '¿Puedo pedir tarjetas de agradecimiento a juego más adelante?',
            a: 'Sí. Tu diseño queda guardado en tu cuenta; después de la celebración solo cambias la foto y el texto y haces un nuevo pedido.',
          },
        ],
      },

      occ_christmas: {
        name: 'Tarjetas de Navidad',
        title: `Tarjetas de Navidad con foto | Printhaus`,
        description:
          'Felicita las fiestas con tus fotos: tarjetas de Navidad plegables, postales o panorámicas, con foil dorado opcional y sobres incluidos. Envío exprés en 24 h.',
        headline: 'Felicita la Navidad con tus fotos',
        subline:
          'La foto familiar del año, unas palabras cariñosas y un toque de foil dorado: así se felicitan las fiestas.',
        intro: `## La felicitación que llega por correo

Entre tantos mensajes reenviados, una tarjeta de Navidad de papel con la foto familiar del año destaca en cualquier buzón. Elige entre diseños clásicos con estrellas y abetos, ilustraciones alegres o composiciones minimalistas, añade una o varias fotos y escribe tu felicitación: para la Navidad, para el Año Nuevo o para los Reyes.

Las tarjetas se imprimen en papel prémium de 350 g/m², mate, brillo o natural, con sobres incluidos. El foil dorado, plateado u oro rosa hace brillar las estrellas y los nombres. ¿Felicitas a clientes y proveedores? Consulta nuestras condiciones para [clientes de empresa](${P.business}), con logotipo y descuentos por volumen.`,
        faq: [
          {
            q: '¿Hasta cuándo puedo pedir para que lleguen antes de Navidad?',
            a: 'Con envío estándar, recomendamos pedir como tarde el 15 de diciembre. Con envío exprés todavía llegas a tiempo unos días después; recuerda que tus destinatarios también necesitan recibirlas por correo.',
          },
          {
            q: '¿Puedo felicitar el Año Nuevo en lugar de la Navidad?',
            a: 'Sí. Cada texto es editable, así que puedes escribir «Feliz Año Nuevo», «Felices fiestas» o lo que prefieras.',
          },
          {
            q: '¿Imprimís también las direcciones en los sobres?',
            a: 'No, los sobres se entregan en blanco. Así puedes escribir cada dirección a mano, que en Navidad siempre es un detalle.',
          },
        ],
      },

      occ_sympathy: {
        name: 'Tarjetas de condolencias',
        title: 'Tarjetas de condolencias y recordatorios de defunción | Printhaus',
        description:
          'Recordatorios de defunción y tarjetas de agradecimiento por el pésame, con diseños sobrios y una foto del ser querido. Sobres incluidos y envío exprés en 24 h.',
        headline: 'Palabras serenas para momentos difíciles',
        subline:
          'Recordatorios y agradecimientos por el pésame con diseños sobrios, para despedir con cariño.',
        intro: `## Despedir con cariño y agradecer el apoyo

Cuando fallece un ser querido faltan el tiempo y las palabras. Nuestros diseños de condolencias son sobrios y serenos: tonos suaves, mucho espacio en blanco y sitio para una foto, el nombre, las fechas y una frase o una oración. Sirven como recordatorio para el funeral o la misa, y como tarjeta de agradecimiento para quienes os han acompañado estos días.

Imprimimos en papel natural mate de 350 g/m², sin brillo y agradable al tacto, con sobres blancos incluidos. Sabemos que en estas circunstancias el tiempo apremia: con el envío exprés recibes las tarjetas en 24 horas. Si tienes dudas con el texto o con el pedido, nuestro equipo te atiende por teléfono en el ${m.hotline}.`,
        faq: [
          {
            q: '¿Cuándo se envían las tarjetas de agradecimiento por el pésame?',
            a: 'No hay un plazo fijo. Lo habitual es enviarlas en las semanas posteriores al funeral, a menudo coincidiendo con la misa de difuntos.',
          },
          {
            q: '¿Qué puedo escribir?',
            a: 'Basta con algo breve y sincero, por ejemplo: «La familia agradece de corazón vuestras muestras de cariño y apoyo». En el editor encontrarás más sugerencias de texto.',
          },
        ],
      },

      occ_thanks: {
        name: 'Tarjetas de agradecimiento',
        title: 'Tarjetas de agradecimiento personalizadas con foto | Printhaus',
        description:
          'Da las gracias con tus fotos: tarjetas de agradecimiento para la boda, el nacimiento, la comunión o la jubilación. Papel prémium y sobres incluidos.',
        headline: 'Gracias, con foto y de corazón',
        subline:
          'Tarjetas de agradecimiento para la boda, el bebé, la comunión o la jubilación, con las fotos del día.',
        intro: `## Un gracias que se puede guardar

Después de una boda, de un nacimiento o de una comunión, un agradecimiento impreso con la mejor foto del día es el broche perfecto. Los invitados ven el recuerdo de la celebración y tú das las gracias de una forma mucho más personal que con un mensaje. Elige entre diseños con una sola foto grande o con un pequeño collage, y añade un texto común o un espacio libre para escribir a mano a cada persona.

Imprimimos en papel prémium de 350 g/m² en mate, brillo o papel natural; el mate y el natural se escriben muy bien con bolígrafo o pluma. Los sobres están incluidos y las tarjetas salen de nuestra imprenta en 1–3 días laborables.`,
        faq: [
          {
            q: '¿Cuánto tiempo después de la boda se envían?',
            a: 'Lo ideal es dentro de los tres meses siguientes, en cuanto tengáis las fotos del reportaje. Si preferís no esperar, podéis usar una foto de un invitado.',
          },
          {
            q: '¿Puedo escribir a mano en la tarjeta?',
            a: 'Sí. Elige papel mate o natural y deja una zona libre en el diseño: la tinta se seca rápido y no se corre.',
          },
        ],
      },

      occ_invitation: {
        name: 'Invitaciones',
        title: 'Invitaciones personalizadas para fiestas y eventos | Printhaus',
        description:
          'Invitaciones personalizadas para cumpleaños, aniversarios, jubilaciones, despedidas o la inauguración de casa, con tus fotos. Papel prémium y sobres incluidos.',
        headline: 'Invitaciones que dan ganas de ir',
        subline:
          'Para cumpleaños, aniversarios, despedidas o la inauguración de casa: con tu foto y los datos de la fiesta.',
        intro: `## Qué, cuándo y dónde, con mucho estilo

Una buena invitación dice de un vistazo qué se celebra, cuándo, dónde y hasta cuándo hay que confirmar, y además crea expectación. Elige entre diseños para cumpleaños, bodas de plata y de oro, jubilaciones, despedidas de soltero, inauguraciones o una simple cena con amigos, y personalízalos con tus fotos, tus colores y tu texto.

Imprimimos en papel prémium de 350 g/m², mate, brillo o natural, en formato plegable, postal o panorámico, con los sobres incluidos. Si lo deseas, los títulos pueden llevar un toque de foil dorado, plateado u oro rosa. Las invitaciones salen de nuestra imprenta en 1–3 días laborables.`,
        faq: [
          {
            q: '¿Con cuánta antelación envío las invitaciones?',
            a: 'Para una fiesta, entre tres y cuatro semanas antes es suficiente. Para aniversarios o eventos con invitados de fuera, mejor con seis a ocho semanas.',
          },
          {
            q: '¿Puedo añadir un código QR con la ubicación?',
            a: 'Sí. Genera el código QR con la ubicación o con el enlace para confirmar asistencia y súbelo al diseño como una imagen más.',
          },
        ],
      },

      type_folded: {
        name: c.cardTypes.folded,
        title: `Tarjetas plegables con foto | Printhaus`,
        description:
          'Tarjetas plegables personalizadas en A6 o cuadradas: cuatro caras para fotos y texto, papel prémium de 350 g/m² y sobres incluidos. Desde 10 unidades.',
        headline: 'Tarjetas plegables: cuatro caras para tus fotos y tus palabras',
        subline:
          'Portada, interior y contraportada a tu gusto, en papel prémium y con sobre incluido.',
        intro: `## Más espacio para fotos y palabras

La tarjeta plegable es el clásico para invitaciones, felicitaciones y agradecimientos: la portada atrae las miradas y el interior deja sitio para un texto largo, el programa de la celebración o varias fotos más. Diseñas las cuatro caras o dejas el interior en blanco para escribir a mano.

- Formatos: A6 (14,8 x 10,5 cm cerrada), vertical u horizontal, y cuadrada de 14,5 x 14,5 cm
- Papel prémium de 350 g/m² en mate, brillo o papel natural
- Hendido a máquina para que el pliegue quede limpio y sin grietas
- Sobre a juego incluido, pedido desde 10 unidades

Las tarjetas llegan ya plegadas y listas para meter en el sobre.`,
        faq: [
          {
            q: '¿Las tarjetas llegan ya dobladas?',
            a: 'Sí. Las hendimos y plegamos en nuestra imprenta, así que solo tienes que escribir, meterlas en el sobre y enviarlas.',
          },
          {
            q: '¿Puedo dejar el interior en blanco?',
            a: 'Sí. Borra los campos de texto del interior y la tarjeta se imprimirá solo por fuera. El papel mate y el natural son los mejores para escribir a mano.',
          },
        ],
      },

      type_postcard: {
        name: c.cardTypes.postcard,
        title: 'Postales personalizadas con foto, en papel prémium | Printhaus',
        description:
          'Postales personalizadas en A6 o cuadradas: tu foto a color por delante y tu texto por detrás. Papel rígido de 350 g/m² y sobres incluidos.',
        headline: 'Postales con tu foto, listas para enviar',
        subline:
          'Una cara para tu mejor foto y la otra para tu mensaje: sencillas, rígidas y siempre con sobre.',
        intro: `## Sencilla, directa y siempre bonita

La postal es la tarjeta más directa: por delante, una foto a sangre o un diseño con texto; por detrás, tu mensaje, un espacio para escribir a mano o las líneas para la dirección y el sello. Es perfecta para «reserva la fecha», felicitaciones de Navidad, agradecimientos o, simplemente, para mandar un recuerdo de tus vacaciones.

Imprimimos las postales en formato A6 (14,8 x 10,5 cm) o cuadradas de 14,5 x 14,5 cm, sobre papel prémium de 350 g/m², lo bastante rígido para viajar sin doblarse. Puedes elegir acabado mate, brillo o papel natural. Cada postal lleva su sobre incluido, por si prefieres enviarla protegida.`,
        faq: [
          {
            q: '¿Puedo enviar la postal sin sobre?',
            a: 'Sí, el formato A6 viaja por correo como una postal normal. Reserva en la parte trasera un espacio para la dirección y el sello.',
          },
          {
            q: '¿Qué diferencia hay con una tarjeta plegable?',
            a: 'La postal tiene dos caras y es más económica; la plegable tiene cuatro y deja más sitio para texto y fotos. Para invitaciones con muchos datos, suele ser mejor la plegable.',
          },
        ],
      },

      type_panorama: {
        name: c.cardTypes.panorama,
        title: 'Tarjetas panorámicas personalizadas con foto | Printhaus',
        description:
          'Tarjetas panorámicas en formato alargado de 21 x 10 cm, perfectas para paisajes, fotos de grupo y tiras de fotos. Papel prémium y sobre americano incluido.',
        headline: 'Tarjetas panorámicas para las fotos más amplias',
        subline:
          'El formato alargado para paisajes, fotos de grupo y tiras de fotos que no caben en otra tarjeta.',
        intro: `## Cuando la foto pide más anchura

Una playa al atardecer, toda la familia en la boda o tres fotos del bebé en fila: hay imágenes que piden un formato alargado. Nuestras tarjetas panorámicas miden 21 x 10 cm y se pueden pedir planas o plegables, en horizontal o en vertical. Su formato estilizado queda especialmente elegante en invitaciones de boda y menús.

Las imprimimos sobre papel prémium de 350 g/m² en mate, brillo o papel natural, y se entregan con sobre americano (11 x 22 cm), el formato alargado clásico que cabe en cualquier buzón. También combinan muy bien con un toque de foil dorado en los nombres.`,
        faq: [
          {
            q: '¿Qué fotos funcionan mejor?',
            a: 'Las fotos horizontales con mucho paisaje, las panorámicas del móvil y las fotos de grupo. Con fotos normales, lo mejor es combinar dos o tres en fila.',
          },
          {
            q: '¿Cuesta más enviarla por correo?',
            a: 'No. Con el sobre americano incluido se envía como una carta normal.',
          },
        ],
      },

      type_foil: {
        name: c.cardTypes.foil,
        title: 'Tarjetas con foil dorado, plateado y oro rosa | Printhaus',
        description:
          'Tarjetas personalizadas con acabado foil en oro, plata u oro rosa: auténtico brillo metálico en nombres y adornos. Para bodas, Navidad y grandes ocasiones.',
        headline: 'Tarjetas con foil: un brillo que se nota',
        subline:
          'Oro, plata u oro rosa sobre papel prémium: el acabado metálico para los días más especiales.',
        intro: `## Brillo metálico de verdad

El foil no es una tinta dorada: es una finísima lámina metálica que aplicamos sobre el papel en las zonas que tú elijas. El resultado brilla y cambia con la luz cada vez que mueves la tarjeta, algo que ninguna impresora puede imitar. Queda especialmente bonito en nombres, fechas, estrellas y marcos finos.

- Tres colores: dorado, plateado y oro rosa
- Sobre papel prémium de 350 g/m², mate o natural, donde el brillo contrasta mejor
- En tarjetas plegables, postales y panorámicas
- Producción en 2–3 días laborables, sobres incluidos

En el editor ves el foil con un efecto metálico; en papel, brilla aún más.`,
        faq: [
          {
            q: '¿Puedo decidir qué partes llevan foil?',
            a: 'En los diseños con foil, los textos y adornos marcados se pueden aplicar en foil. Las fotos siempre se imprimen a color, sin foil.',
          },
          {
            q: '¿Cómo sé cómo queda de verdad?',
            a: `Pide una tarjeta de muestra con tu diseño: hasta 3 muestras son gratis y cada una adicional cuesta ${samplePrice(m)}.`,
          },
        ],
      },

      samples: {
        name: 'Tarjetas de muestra',
        title: 'Pide tarjetas de muestra gratis: papel y foil | Printhaus',
        description: `Pide hasta 3 tarjetas de muestra gratis con tu propio diseño y comprueba papel, colores y foil antes de encargar. Cada muestra adicional cuesta ${samplePrice(m)}.`,
        headline: 'Primero tócalas, luego decide',
        subline: `Hasta 3 tarjetas de muestra gratis con tu propio diseño; cada una adicional, ${samplePrice(m)}.`,
        intro: `## Papel, color y foil en tus manos

En la pantalla ves el diseño, pero el gramaje, la textura del papel natural o el brillo del foil solo se aprecian en la mano. Por eso puedes pedir hasta 3 tarjetas de muestra gratis por pedido, con tu diseño, tus fotos y tu texto, tal como quedaría el pedido final. Cada muestra adicional cuesta ${samplePrice(m)}.

1. Diseña tu tarjeta o elige un diseño que te guste.
2. Añádela a la cesta como muestra: una unidad con su sobre.
3. Recíbela en pocos días y, si te convence, pide la cantidad que necesites.

Es la mejor forma de comparar papeles o decidir entre dos diseños antes de una boda o una comunión.`,
        faq: [
          {
            q: '¿Las muestras llevan mi diseño?',
            a: 'Sí. Imprimimos la muestra con tus fotos y tus textos, en el papel y el acabado que elijas, igual que el pedido definitivo.',
          },
          {
            q: '¿Puedo pedir muestras de papeles distintos?',
            a: 'Sí. Las tres muestras gratuitas pueden ser de diseños, formatos o papeles diferentes, por ejemplo, la misma invitación en mate y en papel natural.',
          },
          {
            q: '¿Cuánto cuestan las muestras a partir de la cuarta?',
            a: `Cada tarjeta de muestra adicional cuesta ${samplePrice(m)}.`,
          },
        ],
      },

      wallCalendar: {
        name: c.calendarTypes.wandkalender,
        title: `Calendario de pared con tus fotos | Printhaus`,
        description:
          'Calendario de pared personalizado en A4, A3 o 30 x 30 cm, vertical u horizontal: tus fotos, tus fechas y el mes de inicio que quieras. Papel de 250 g/m².',
        headline: 'Tu calendario de pared con fotos',
        subline:
          'Doce fotos, tus fechas importantes y el mes de inicio que prefieras, en A4, A3 o cuadrado.',
        intro: `## El clásico para el salón, la cocina o la oficina

El calendario de pared es el regalo que se mira cada día del año. Elige una foto por mes o un pequeño collage, añade los cumpleaños de la familia, las vacaciones y los festivos nacionales y autonómicos, y decide en qué mes empieza: en enero, en septiembre con el curso escolar o en el mes de un cumpleaños.

- Formatos: A4 y A3 en vertical u horizontal, y cuadrado de 30 x 30 cm
- Papel prémium satinado de 250 g/m², fácil de escribir
- Espiral en blanco, negro o plata, con colgador
- Portada personalizada y hoja final con el año completo

Sale de nuestra imprenta en 1–3 días laborables.`,
        faq: [
          {
            q: '¿Qué formato elijo?',
            a: 'A4 para la cocina o el despacho, A3 para el salón o como regalo con más presencia. El cuadrado de 30 x 30 cm es perfecto para las fotos cuadradas de tus redes.',
          },
          {
            q: '¿Puedo añadir los cumpleaños de toda la familia?',
            a: 'Sí. Introduces las fechas una vez y aparecen en el día correspondiente; se quedan guardadas en tu proyecto para el calendario del año que viene.',
          },
        ],
      },

      deskCalendar: {
        name: c.calendarTypes.tischkalender,
        title: 'Calendario de mesa personalizado con tus fotos | Printhaus',
        description:
          'Calendario de mesa con tus fotos en A5, A6, cuadrado o alargado, con soporte rígido. El regalo ideal para el escritorio, la oficina o el mostrador.',
        headline: 'Calendario de mesa: tus fotos en el escritorio',
        subline:
          'Compacto, con soporte estable y tus fotos favoritas siempre a la vista en el escritorio.',
        intro: `## Pequeño, práctico y siempre a la vista

Junto al ordenador, en el mostrador o en la mesilla: el calendario de mesa pone tus fotos justo delante de tus ojos. Las hojas van unidas con espiral a un soporte de cartón rígido que llega montado y se mantiene estable aunque pases los meses a diario. Personaliza cada mes con una foto o un collage y marca las fechas importantes.

- Formatos: A5 y A6 horizontal, cuadrado de 14,5 x 14,5 cm y alargado de 26,5 x 12 cm
- Papel prémium satinado de 250 g/m²
- Mes de inicio a elegir y festivos a petición

Con el logotipo de tu empresa es un regalo de cliente que se usa los doce meses.`,
        faq: [
          {
            q: '¿Hay que montar el soporte?',
            a: 'No. El calendario llega montado y listo para ponerlo en la mesa.',
          },
          {
            q: '¿Sirve como regalo de empresa?',
            a: `Sí. Añade tu logotipo y tus datos de contacto en cada hoja; a partir de 50 unidades te ofrecemos descuentos por volumen como [cliente de empresa](${P.business}).`,
          },
        ],
      },

      familyPlanner: {
        name: c.calendarTypes.familienplaner,
        title: 'Planificador familiar con tus fotos y columnas | Printhaus',
        description:
          'Planificador familiar personalizado con hasta cinco columnas: extraescolares, turnos y cumpleaños de un vistazo. Con tus fotos, en 20 x 40 o 15 x 40 cm.',
        headline: 'Toda la familia organizada en un solo calendario',
        subline: 'Una columna por persona, tus fotos arriba y todas las citas del mes a la vista.',
        intro: `## Se acabó el «¿y eso cuándo era?»

Natación los martes, el dentista del pequeño, la cena con los suegros y los turnos de trabajo: con el planificador familiar, cada miembro de la familia tiene su propia columna y se ve de un vistazo quién tiene qué. Arriba, una foto nueva cada mes; abajo, mucho sitio para apuntar.

- 20 x 40 cm con hasta cinco columnas, o 15 x 40 cm con hasta tres
- Nombres impresos en la cabecera de cada columna
- Festivos nacionales y autonómicos y cumpleaños ya marcados
- Papel prémium de 250 g/m², ideal para bolígrafo y lápiz

Como empieza en el mes que quieras, es perfecto para arrancar en septiembre con el curso escolar.`,
        faq: [
          {
            q: '¿Cuántas columnas puedo tener?',
            a: 'Hasta cinco en el formato de 20 x 40 cm y hasta tres en el de 15 x 40 cm. Tú decides el nombre de cada columna, también «Casa» o «Perro».',
          },
          {
            q: '¿Con qué se escribe mejor?',
            a: 'Con bolígrafo, lápiz o rotulador de punta fina. Los rotuladores permanentes gruesos pueden traspasar la hoja.',
          },
        ],
      },

      kitchenCalendar: {
        name: c.calendarTypes.kuechenkalender,
        title: 'Calendario de cocina personalizado con fotos | Printhaus',
        description:
          'Calendario de cocina con tus fotos en formato estrecho de 13 x 30 cm: cabe en la puerta de la despensa o junto a la nevera, con sitio para apuntar cada día.',
        headline: 'El calendario de cocina que cabe en cualquier rincón',
        subline:
          'Estrecho y práctico: 13 x 30 cm, una foto por mes y espacio para apuntar cada día.',
        intro: `## Estrecho por fuera, práctico por dentro

La cocina es el centro de operaciones de muchas casas, pero casi nunca sobra pared. Por eso nuestro calendario de cocina mide solo 13 x 30 cm: cabe en la puerta de la despensa, en un lateral del frigorífico o en el hueco entre dos armarios. Arriba va una foto por mes; debajo, cada día tiene su línea para la compra, los turnos o la cita del fontanero.

Lo imprimimos sobre papel prémium de 250 g/m², se encuaderna con espiral y lleva un colgador. Puedes marcar cumpleaños, festivos y vacaciones, y elegir el mes de inicio. Sale de nuestra imprenta en 1–3 días laborables.`,
        faq: [
          {
            q: '¿Puedo poner recetas en lugar de fotos?',
            a: 'Claro. Fotografía las recetas de la abuela o tus platos favoritos con el móvil y súbelas como foto del mes: un regalo precioso para toda la familia.',
          },
          {
            q: '¿Cómo se cuelga?',
            a: 'Lleva un colgador metálico integrado en la espiral. Basta con un clavo pequeño o un gancho adhesivo.',
          },
        ],
      },

      appointmentCalendar: {
        name: c.calendarTypes.terminkalender,
        title: 'Calendario de citas personalizado en A4 y A3 | Printhaus',
        description:
          'Calendario de citas con tus fotos y casillas grandes para cada día, en A4 o A3 horizontal. Ideal para la oficina, la consulta o una casa con agenda llena.',
        headline: 'Calendario de citas: mucho sitio para apuntar',
        subline: 'Casillas amplias para cada día y una foto por mes, en A4 o A3 horizontal.',
        intro: `## Para agendas llenas

El calendario de citas combina tu foto del mes con una cuadrícula de casillas amplias en las que caben dos o tres citas por día. Es el calendario perfecto para la oficina, la consulta, el taller o una familia con muchos compromisos, y mucho más agradable de mirar que una planilla impresa.

- Formatos: A4 horizontal y A3 horizontal
- Foto arriba, cuadrícula mensual abajo, con números de semana opcionales
- Festivos nacionales y autonómicos a petición
- Papel prémium de 250 g/m², espiral y colgador

Elige el mes de inicio, añade cumpleaños y fechas fijas y, si es para tu empresa, incluye tu logotipo en cada hoja.`,
        faq: [
          {
            q: '¿Incluye los números de semana?',
            a: 'Sí, si lo deseas. Los activas en el editor y aparecen junto a cada fila de la cuadrícula.',
          },
          {
            q: '¿Qué diferencia hay con el calendario de pared?',
            a: 'En el calendario de pared la foto es la protagonista; en el de citas, la mitad inferior de la hoja se reserva para casillas grandes en las que apuntar.',
          },
        ],
      },

      photobook: {
        name: 'Fotolibro',
        title: `Fotolibro personalizado con tus fotos | Printhaus`,
        description:
          'Crea tu fotolibro en tapa dura, tapa blanda o con páginas layflat: de 26 a 154 páginas, en papel fotográfico o mate. Maquetación automática si la quieres.',
        headline: 'Tu fotolibro, para hojear una y otra vez',
        subline:
          'Tapa dura, tapa blanda o layflat: de 26 a 154 páginas con tus viajes, tu boda o el primer año del bebé.',
        intro: `## Tapa dura, tapa blanda o layflat

Un fotolibro cuenta una historia completa: las vacaciones en Asturias, vuestra boda o el primer año del bebé. Subes tus fotos, eliges un diseño y nuestro editor propone una maquetación que luego ajustas a tu gusto, con textos, fondos y fotos a doble página.

- **Tapa dura**: robusta, con portada fotográfica en acabado brillo o mate
- **Tapa blanda**: ligera y económica, ideal para viajes y álbumes anuales
- **Layflat**: las páginas se abren completamente planas, sin que ninguna foto se pierda en el pliegue

Cada fotolibro empieza con 26 páginas y se amplía de dos en dos hasta 154. Puedes elegir formato vertical, horizontal o cuadrado, desde ${fromPrice('photobook')}.`,
        faq: [
          {
            q: '¿Cuántas fotos caben en un fotolibro?',
            a: 'Depende de la maquetación: con dos a cuatro fotos por página, un fotolibro de 26 páginas admite cómodamente entre 60 y 100 fotos.',
          },
          {
            q: '¿Para qué conviene el layflat?',
            a: 'Para bodas, paisajes y panorámicas a doble página: como las páginas se abren planas, la foto se ve completa, sin pliegue en el centro.',
          },
        ],
      },

      collage: {
        name: 'Collage de fotos',
        title: `Collage de fotos en póster o lienzo | Printhaus`,
        description: `Hasta 60 fotos en una sola imagen: crea tu collage de fotos como póster o en lienzo, con plantillas automáticas y textos.`,
        headline: 'Muchas fotos, un solo recuerdo',
        subline: 'Hasta 60 fotos en una sola imagen, impresa como póster o sobre lienzo.',
        intro: `## Un año entero en una sola pared

¿Demasiadas fotos bonitas para elegir solo una? En un collage caben hasta 60: el viaje completo, el primer año del bebé o las mejores fotos de la pandilla para una despedida. Eliges una plantilla, subes tus fotos y el editor las coloca automáticamente; después puedes moverlas, cambiar el tamaño de cada una y añadir un título o una fecha.

Imprimimos el collage como póster sobre papel fotográfico prémium, en brillo o mate, o sobre lienzo tensado a mano en bastidor de madera, listo para colgar. Los formatos van de 20 x 30 a 60 x 90 cm, desde ${fromPrice('collage')}. Para más de 30 fotos te recomendamos un formato a partir de 50 x 70 cm.`,
        faq: [
          {
            q: '¿Cuántas fotos necesito?',
            a: 'Desde 2 hasta 60. Tenemos plantillas para 4, 9, 16, 25 fotos y más, y también diseños libres con fotos de distintos tamaños.',
          },
          {
            q: '¿Póster o lienzo?',
            a: `El póster es más económico y queda muy bien con un [marco](${P.frames}); el lienzo llega listo para colgar y tiene un acabado mate sin reflejos.`,
          },
        ],
      },
    },

    wallart: {
      acrylic: {
        name: 'Impresión en metacrilato',
        title: `Cuadro de metacrilato con tu foto | Printhaus`,
        description:
          'Tu foto tras 5 mm de metacrilato: colores intensos, profundidad y brillo. De 20 x 30 a 80 x 120 cm, con colgador invisible incluido y listo para colgar.',
        headline: 'Tu foto en metacrilato',
        subline:
          'Colores luminosos y una profundidad sorprendente tras 5 mm de metacrilato, con colgador invisible.',
        intro: `## Brillo y profundidad tras el cristal

El metacrilato da a tus fotos un aspecto luminoso y casi tridimensional: los colores ganan intensidad, los negros se vuelven más profundos y la superficie brillante recuerda a una pantalla, pero sin píxeles. Imprimimos tu imagen directamente en el dorso de una plancha de metacrilato de 5 mm con tintas UV, y la respaldamos con una capa blanca para que los colores se vean con toda su fuerza.

En el reverso montamos un colgador de aluminio invisible que separa el cuadro unos 2 cm de la pared, de modo que parece flotar. Puedes elegir entre formatos de 20 x 30 a 80 x 120 cm, y los cantos se pulen para un acabado limpio. Fabricación en 2–4 días laborables.`,
        faq: [
          {
            q: '¿El metacrilato refleja mucho?',
            a: `Sí, tiene brillo, como un cristal. Evita colgarlo justo enfrente de una ventana; si prefieres una superficie sin reflejos, mira el [aluminio Dibond](${P.alu}).`,
          },
          {
            q: '¿Cómo se limpia?',
            a: 'Con un paño suave de microfibra ligeramente humedecido en agua. No uses limpiacristales con alcohol ni papel de cocina, porque pueden rayar la superficie.',
          },
        ],
      },

      alu: {
        name: 'Impresión en aluminio',
        title: `Impresión en aluminio Dibond | Printhaus`,
        description:
          'Tu foto impresa directamente sobre aluminio Dibond de 3 mm, en blanco mate o cepillado: nítida, moderna y muy resistente. De 20 x 30 a 80 x 120 cm.',
        headline: 'Tu foto sobre aluminio Dibond',
        subline:
          'Nítido, mate y muy resistente: impresión directa sobre 3 mm de aluminio, con aspecto moderno.',
        intro: `## Líneas limpias y colores nítidos

El aluminio Dibond es una placa compuesta de 3 mm: dos láminas finas de aluminio con un núcleo de polietileno. Es ligera, no se deforma y ofrece una superficie perfectamente plana en la que imprimimos tu foto directamente con tintas UV. El resultado es muy nítido y, al ser mate, no produce reflejos molestos.

- **Blanco mate**: colores fieles y fondo blanco, para cualquier foto
- **Aluminio cepillado**: las zonas claras dejan ver el brillo del metal, ideal para arquitectura, coches y blanco y negro

Formatos de 20 x 30 a 80 x 120 cm, con colgador de aluminio en el reverso. Como no le afecta la humedad, también es buena elección para la cocina o el baño.`,
        faq: [
          {
            q: '¿Blanco mate o cepillado?',
            a: 'Para retratos, paisajes y fotos de colores suaves, blanco mate. El cepillado da un efecto metálico espectacular en fotos con mucho contraste, pero aclara las zonas blancas de la imagen.',
          },
          {
            q: '¿Puedo colgarlo en el baño?',
            a: 'Sí. El aluminio Dibond no se deforma con la humedad; solo evita que le salpique agua directamente.',
          },
        ],
      },

      poster: {
        name: 'Pósteres',
        title: `Póster personalizado con tu foto | Printhaus`,
        description:
          'Imprime tu foto como póster en papel fotográfico prémium, brillo o mate, de 20 x 30 a 120 x 180 cm. Con o sin marco, y enviado en un embalaje resistente.',
        headline: 'Tu foto como póster',
        subline:
          'Papel fotográfico prémium en brillo o mate, de 20 x 30 a 120 x 180 cm, con o sin marco.',
        intro: `## La forma más sencilla de vestir una pared

El póster es la opción más económica y flexible para llevar tus fotos a la pared: lo enmarcas, lo cambias cuando te apetezca o lo cuelgas con pinzas en una cuerda. Lo imprimimos sobre papel fotográfico prémium de 250 g/m² con tintas pigmentadas, en acabado brillo, con colores intensos, o mate, sin reflejos y perfecto para enmarcar.

Los formatos van de 20 x 30 a 120 x 180 cm, también en panorámico de 30 x 90 cm, desde ${fromPrice('wallart', 'poster')}. Sin marco, el póster se envía enrollado en un tubo de cartón resistente; si lo pides con [marco](${P.frames}), lo enmarcamos en nuestro taller y llega listo para colgar.`,
        faq: [
          {
            q: '¿El póster llega enrollado?',
            a: 'Sí, sin marco lo enviamos en un tubo. Desenróllalo con cuidado y déjalo un día bajo unos libros para que quede completamente plano.',
          },
          {
            q: '¿Puedo pedirlo con marco?',
            a: `Sí. Elige entre [marcos de madera](${P.frames}) o de aluminio, con o sin paspartú; lo montamos nosotros y lo recibes listo para colgar.`,
          },
        ],
      },

      gallery: {
        name: 'Impresión de galería',
        title: `Impresión de galería con tu foto | Printhaus`,
        description:
          'Copia fotográfica auténtica tras metacrilato y montada sobre aluminio Dibond: la calidad de las galerías de arte para tu pared. De 30 x 40 a 80 x 120 cm.',
        headline: 'Impresión de galería: acabado de exposición',
        subline:
          'Copia fotográfica auténtica, tras metacrilato y sobre aluminio Dibond, con calidad de exposición.',
        intro: `## Así se exponen las fotos en las galerías

La impresión de galería combina lo mejor de tres materiales. Primero revelamos tu foto en papel fotográfico auténtico de haluro de plata, con una gama tonal y una nitidez que la impresión directa no alcanza. Después la laminamos sin burbujas tras una plancha de metacrilato y la montamos sobre aluminio Dibond, que la mantiene perfectamente plana durante décadas.

En el reverso lleva un bastidor de aluminio que separa el cuadro de la pared y lo hace flotar. Es el acabado que usan muchos fotógrafos en sus exposiciones, disponible de 30 x 40 a 80 x 120 cm, desde ${fromPrice('wallart', 'gallerybond')}. Cada pieza se revisa a mano antes de embalarla y se fabrica en 2–4 días laborables.`,
        faq: [
          {
            q: '¿En qué se diferencia del cuadro de metacrilato?',
            a: 'En el metacrilato estándar imprimimos directamente sobre la plancha. En la impresión de galería, la imagen es una copia fotográfica auténtica, con más matices y detalle, montada además sobre aluminio.',
          },
          {
            q: '¿Para qué fotos es ideal?',
            a: 'Para tus mejores imágenes: retratos, fotografía de paisaje o de viaje con mucho detalle y fotos que quieras exponer como una obra.',
          },
        ],
      },

      hahnemuehle: {
        name: 'Impresión Hahnemühle FineArt',
        title: `Impresión Hahnemühle FineArt | Printhaus`,
        description:
          'Tu foto en papel Hahnemühle FineArt con calidad de museo: papel de algodón mate, tintas pigmentadas y colores estables durante décadas. De 20 x 30 a 60 x 90 cm.',
        headline: 'Calidad de museo en papel Hahnemühle',
        subline:
          'Papel artístico de algodón de la manufactura alemana Hahnemühle, impreso con tintas pigmentadas.',
        intro: `## El papel de los museos y los fotógrafos

Hahnemühle fabrica papel en Dassel (Alemania) desde 1584, y sus papeles FineArt son la referencia para fotógrafos, artistas y museos de medio mundo. Imprimimos tu foto sobre Photo Rag de 308 g/m², un papel 100 % algodón, mate, sin ácido y de tacto aterciopelado, que reproduce degradados suaves y negros profundos sin ningún reflejo.

Usamos tintas pigmentadas de gran estabilidad, de modo que los colores se mantienen durante décadas. Los formatos van de 20 x 30 a 60 x 90 cm, y la lámina se envía plana en un embalaje rígido. Si lo prefieres, la enmarcamos en madera con paspartú blanco y llega lista para colgar.`,
        faq: [
          {
            q: '¿Para qué fotos es adecuado el papel Hahnemühle?',
            a: 'Para fotografía en blanco y negro, paisajes, retratos e ilustraciones. Su superficie mate de algodón da un aspecto artístico y sereno que se aprecia especialmente de cerca.',
          },
          {
            q: '¿Se entrega enmarcado?',
            a: `Como prefieras: suelta, para enmarcarla tú, o ya enmarcada en nuestro taller con un [marco de madera](${P.frames}) y paspartú blanco.`,
          },
        ],
      },

      forex: {
        name: 'Impresión en Forex',
        title: `Impresión en Forex, ligera y económica | Printhaus`,
        description:
          'Tu foto impresa directamente sobre placa de Forex (PVC espumado) de 5 mm: ligera, rígida y asequible. De 20 x 30 a 60 x 90 cm, fácil de colgar en cualquier pared.',
        headline: 'Forex: el cuadro más ligero',
        subline:
          'Placa de PVC espumado de 5 mm, rígida y muy ligera: perfecta para pisos de alquiler y cuartos infantiles.',
        intro: `## Ligero, rígido y sin complicaciones

El Forex es una placa de PVC espumado de 5 mm: rígida como un tablero, pero tan ligera que un cuadro de 40 x 60 cm pesa unos 700 gramos. Imprimimos tu foto directamente sobre su superficie blanca mate con tintas UV, con colores vivos y sin reflejos. Los cantos se cortan limpios y quedan blancos.

Por su poco peso, el Forex es ideal para pisos de alquiler, paredes de pladur o habitaciones infantiles: se puede colgar con tiras adhesivas, sin taladrar. Lo fabricamos de 20 x 30 a 60 x 90 cm, desde ${fromPrice('wallart', 'forexplatte')}, y es una alternativa económica al aluminio cuando el cuadro se va a cambiar a menudo.`,
        faq: [
          {
            q: '¿Se puede colgar sin taladrar?',
            a: 'Sí. Hasta 60 x 90 cm basta con tiras adhesivas de calidad para cuadros; usa una por cada esquina.',
          },
          {
            q: '¿En qué se diferencia del aluminio Dibond?',
            a: `El Forex es más ligero y económico; el [aluminio Dibond](${P.alu}) es más rígido, más resistente a golpes y tiene un acabado más elegante en los cantos.`,
          },
        ],
      },

      frames: {
        name: c.nav.frames,
        title: `Marcos para cuadros y pósteres | Printhaus`,
        description:
          'Marcos de madera, de aluminio y flotantes para pósteres, láminas fine art y lienzos. Con paspartú opcional y metacrilato protector, listos para colgar.',
        headline: 'El marco perfecto para tu foto',
        subline: `Madera, aluminio o flotante: marcos para pósteres, fine art y lienzos.`,
        intro: `## Enmarcado luce el doble

Un buen marco separa la imagen de la pared, la protege y le da un acabado profesional. Puedes pedir tu póster o tu impresión Hahnemühle ya enmarcados —los montamos al milímetro en nuestro taller— o comprar el marco vacío para tus propias láminas.

- **Marcos de madera**: roble natural, blanco o negro, cálidos y clásicos
- **Marcos de aluminio**: perfil fino en negro mate, plata o dorado, de estilo galería
- **Marcos flotantes**: para lienzos, con una separación que hace que parezcan flotar

Los marcos para papel llevan metacrilato de 2 mm, más ligero y seguro que el vidrio, y paspartú blanco opcional. Formatos de 20 x 30 a 80 x 120 cm.`,
        faq: [
          {
            q: '¿Puedo comprar solo el marco?',
            a: `Sí, en formatos estándar. Los marcos vacíos no son un producto personalizado, por lo que tienes 14 días de [derecho de desistimiento](${P.withdrawal}).`,
          },
          {
            q: '¿Qué es el paspartú?',
            a: 'Es un cartón blanco con una ventana recortada que va entre la foto y el marco. Da aire a la imagen y la hace parecer más valiosa, como en un museo.',
          },
        ],
      },

      frame_wood: {
        name: c.frameTypes.wood,
        title: `Marcos de madera para fotos | Printhaus`,
        description:
          'Marcos de madera en roble natural, blanco o negro, con paspartú opcional y metacrilato protector. Para pósteres y láminas de 20 x 30 a 80 x 120 cm.',
        headline: 'Marcos de madera: calidez para tus fotos',
        subline:
          'Roble natural, blanco o negro, con paspartú opcional: el marco clásico que combina con cualquier estilo.',
        intro: `## El clásico que nunca falla

La madera aporta calidez a cualquier imagen y encaja igual en un salón nórdico que en un piso antiguo con molduras. Nuestros marcos tienen un perfil de 2 cm de ancho, están hechos con madera de origen certificado FSC® y se ofrecen en tres acabados: roble natural, blanco y negro.

- Metacrilato de 2 mm como protección, ligero y resistente a los golpes
- Paspartú blanco opcional de 5 cm
- Trasera rígida con colgadores para formato vertical y horizontal
- Formatos de 20 x 30 a 80 x 120 cm

Si pides tu póster o tu lámina Hahnemühle con marco, lo montamos en nuestro taller y llega listo para colgar.`,
        faq: [
          {
            q: '¿Qué color de marco elijo?',
            a: 'El roble natural queda bien con casi cualquier estilo y suaviza las fotos en blanco y negro. El blanco es discreto y luminoso; el negro da contraste y marca la imagen, especialmente en paredes claras.',
          },
          {
            q: '¿El paspartú reduce el tamaño de la foto?',
            a: 'Sí. Con paspartú, la zona visible de la imagen es más pequeña: en un marco de 50 x 70 cm, por ejemplo, la foto se ve a 40 x 60 cm.',
          },
        ],
      },

      frame_alu: {
        name: c.frameTypes.alu,
        title: 'Marcos de aluminio para fotos y láminas | Printhaus',
        description:
          'Marcos de aluminio de perfil fino en negro mate, plata o dorado: elegantes, ligeros y estables incluso en grandes formatos, con paspartú opcional.',
        headline: 'Marcos de aluminio: líneas finas, efecto galería',
        subline:
          'Perfil estrecho en negro mate, plata o dorado: el marco sobrio para fotografía y arte moderno.',
        intro: `## Discreto, preciso y muy estable

El marco de aluminio es el favorito de fotógrafos y galerías: su perfil estrecho, de apenas 1 cm, cede el protagonismo a la imagen y aun así es tan rígido que no se deforma ni en los formatos grandes. Las esquinas van unidas a inglete con escuadras interiores para que las juntas queden casi invisibles.

- Acabados: negro mate, plata mate y dorado
- Metacrilato de 2 mm y paspartú blanco opcional
- Colgadores deslizantes en la trasera
- Formatos de 20 x 30 a 80 x 120 cm

Combina especialmente bien con fotografía en blanco y negro, arquitectura y láminas Hahnemühle en interiores modernos.`,
        faq: [
          {
            q: '¿Aguanta el marco de aluminio formatos grandes?',
            a: 'Sí. El aluminio es más rígido que la madera con el mismo grosor de perfil, por lo que mantiene la forma también en 80 x 120 cm.',
          },
          {
            q: '¿Se puede colgar en vertical y en horizontal?',
            a: 'Sí. Los colgadores de la trasera se deslizan por el perfil, así que eliges la orientación al colgarlo.',
          },
        ],
      },

      frame_floater: {
        name: c.frameTypes.floater,
        title: 'Marcos flotantes para lienzos personalizados | Printhaus',
        description:
          'Marcos flotantes para lienzos: el lienzo se monta con una separación de unos milímetros respecto al marco y parece flotar. En roble natural, blanco o negro.',
        headline: 'Marcos flotantes: el lienzo parece flotar',
        subline:
          'Un marco con separación alrededor del lienzo que le da profundidad y un acabado de galería.',
        intro: `## El toque final para tu lienzo

En un marco flotante, el lienzo no queda encajado bajo un borde, sino que se monta desde atrás dentro del marco, con una separación de unos 5 mm alrededor. Esa fina línea de sombra crea la impresión de que el cuadro flota, y le da un aspecto de obra de galería sin tapar ni un milímetro de la imagen.

Fabricamos nuestros marcos flotantes en madera maciza con acabado roble natural, blanco o negro, a la medida exacta de tu [lienzo](${P.canvas}). Los montamos en nuestro taller, de modo que el cuadro llega completo y listo para colgar. Como el lienzo no lleva cristal, no hay reflejos que molesten.`,
        faq: [
          {
            q: '¿Puedo poner un marco flotante a un lienzo que ya tengo?',
            a: 'No. Fabricamos cada marco flotante a la medida del lienzo que pides con nosotros y lo montamos en el taller, para que el ajuste sea perfecto.',
          },
          {
            q: '¿Qué bastidor necesita el lienzo?',
            a: 'Los marcos flotantes están pensados para nuestro lienzo con bastidor de 2,5 o 3,8 cm. El marco es algo más profundo, así que el lienzo queda protegido por los cuatro lados.',
          },
        ],
      },
    },

    info: {
      shipping: {
        name: c.footer.links.shipping,
        title: 'Envío y plazos de entrega: costes y seguimiento | Printhaus',
        description: `Plazos de producción, envío exprés, gastos de envío, transportistas y seguimiento de tu pedido en Printhaus. Envío gratis a partir de ${freeShipping(m)}.`,
        headline: 'Envío y plazos de entrega',
        body: `## Producción

Cada pedido se fabrica especialmente para ti en nuestra imprenta de Berlín. Las tarjetas, los calendarios, los fotolibros y el revelado de fotos salen de producción en 1–3 días laborables; los cuadros, en 2–4 días laborables, porque tensamos los lienzos y montamos los marcos a mano. A continuación, la entrega en la Península tarda normalmente 2–3 días laborables.

## Envío exprés

Para muchos productos de papel ofrecemos envío exprés: lo producimos con prioridad y lo recibes en 24 horas. En la cesta ves si tu pedido admite envío exprés y hasta qué hora tienes que pedir. Para Baleares, calcula un día laborable más.

## Gastos de envío

- Envío gratis a partir de ${freeShipping(m)}
- Por debajo, tarifa plana de ${shippingCost(m)} por pedido
- El suplemento del envío exprés se muestra en la cesta antes de pagar

## Transportistas y seguimiento

Enviamos con DHL y GLS, que en España entregan a través de sus redes locales. En cuanto tu pedido sale de la imprenta, te mandamos un correo con el número de seguimiento. También puedes consultar el estado en [Mis pedidos](${P.orders}). Los cuadros viajan en cajas a medida con protectores de esquinas; si algo llega dañado, lo fabricamos de nuevo sin coste.

## Envíos a otros países

Enviamos a toda la Unión Europea, Suiza y el Reino Unido; los plazos y costes exactos aparecen en la cesta al introducir la dirección. Canarias, Ceuta y Melilla están fuera del territorio IVA de la UE: podemos enviar, pero pueden generarse trámites y tasas de aduana. Si tienes dudas, [escríbenos](${P.contact}) antes de pedir.`,
      },

      payment: {
        name: c.footer.links.payment,
        title: 'Formas de pago: tarjeta, PayPal, Bizum y más | Printhaus',
        description:
          'Paga tu pedido en Printhaus con tarjeta, PayPal, Bizum, Apple Pay, Google Pay o Klarna. Factura con IVA desglosado en cada pedido y tarjetas regalo canjeables.',
        headline: 'Formas de pago',
        body: `## Paga como prefieras

- **Tarjeta de crédito o débito**: Visa, Mastercard y American Express.
- **PayPal**: con tu cuenta de PayPal, sin volver a introducir datos.${bizum}
- **Apple Pay y Google Pay**: en un toque desde el móvil o el ordenador.
- **Klarna**: pagas a 30 días o en 3 plazos sin intereses, sujeto a la aprobación de Klarna.

El importe se carga en el momento del pedido; con Klarna, según el plazo que elijas.

## Pago seguro

Todas las transacciones se realizan a través de conexiones cifradas y con autenticación segura de tu banco. No guardamos los datos de tu tarjeta: los procesan directamente nuestros proveedores de pago certificados.

## Factura

Con cada pedido recibes una factura en PDF por correo electrónico, con el IVA desglosado. También puedes descargarla en cualquier momento desde [Mis pedidos](${P.orders}). Si necesitas la factura a nombre de una empresa, indica la razón social y el NIF al hacer el pedido. Para pedidos grandes de empresa ofrecemos pago contra factura: más información en [Clientes de empresa](${P.business}).

## Tarjetas regalo y códigos de descuento

Las [tarjetas regalo](${P.vouchers}) de Printhaus se canjean en cualquier producto, también en combinación con cualquier forma de pago. Introduce el código en la cesta o en [Canjear código](${P.redeem}); si el importe del pedido es menor que el saldo, el resto se queda disponible para tu próxima compra. Los códigos de descuento no son acumulables entre sí: se aplica uno por pedido.`,
      },

      contact: {
        name: c.footer.links.contact,
        title: 'Contacto y atención al cliente por teléfono y correo | Printhaus',
        description: `¿Tienes una pregunta sobre tu pedido o tu diseño? Llámanos al ${m.hotline}, de lunes a viernes de 9:00 a 18:00, o escríbenos a service@printhaus.example.`,
        headline: 'Estamos aquí para ayudarte',
        body: `## Por teléfono

**${m.hotline}**
${c.serviceText}.

Nuestro equipo de atención al cliente conoce cada producto a fondo: te ayudamos con el diseño, con la elección del papel o del material y con cualquier pregunta sobre tu pedido.

## Por correo electrónico

**service@printhaus.example**
Respondemos en un plazo de un día laborable. Si tu consulta es sobre un pedido, indica el número de pedido: así podemos ayudarte más rápido. En caso de reclamación, adjunta una foto del producto.

## Por correo postal

Printhaus GmbH
Lindenstraße 41
10969 Berlin
Alemania

Por favor, no nos envíes productos sin hablar antes con nosotros: en la mayoría de los casos no hace falta devolver nada y la solución es más rápida.

## Respuestas inmediatas

Muchas preguntas sobre plazos de entrega, formas de pago, resolución de las fotos o cambios en un pedido ya están resueltas en [Ayuda y preguntas frecuentes](${P.faq}). Y el estado de tu envío lo puedes consultar en cualquier momento en [Mis pedidos](${P.orders}).`,
      },

      about: {
        name: c.footer.links.about,
        title: 'Quiénes somos: la imprenta Printhaus de Berlín | Printhaus',
        description:
          'Printhaus imprime tarjetas, calendarios, fotolibros y cuadros desde 2011 en su propia imprenta de Berlín, con electricidad verde y cada pedido revisado a mano.',
        headline: 'Impresores por convicción desde 2011',
        body: `## Así empezamos

Printhaus nació en 2011 en un patio interior del barrio berlinés de Kreuzberg, con una impresora digital, una guillotina y la idea de que las fotos merecen algo más que quedarse en un disco duro. Las primeras tarjetas de boda las plegábamos a mano en la mesa de la cocina. Hoy seguimos en Berlín, en la Lindenstraße, y el principio es el mismo: lo que sale de nuestra casa tiene que hacernos sentir orgullosos.

## Nuestra propia imprenta

No subcontratamos la producción. Imprimimos, encuadernamos, tensamos los lienzos y montamos los marcos en nuestra propia imprenta y en nuestro taller, con máquinas que conocemos al detalle y personas que llevan años haciendo este trabajo. Así controlamos cada paso, desde la calibración del color hasta el embalaje.

## Unas 180 personas

En Printhaus trabajan unas 180 personas: impresores, encuadernadores, artesanos del marco, diseñadores, desarrolladores y un equipo de atención al cliente que también te atiende en español.

## Revisado a mano

Antes de salir, cada pedido pasa por las manos de una persona que comprueba colores, cortes y acabados. Si algo no está perfecto, no sale. Y si aun así algo no está bien cuando te llega, lo volvemos a imprimir gratis.

## Con electricidad verde

Toda nuestra producción funciona con electricidad 100 % renovable, imprimimos en papeles con certificación FSC® y fabricamos solo lo que se pide, sin stock ni excedentes. Más detalles en nuestra página de [sostenibilidad](${P.sustainability}).`,
      },

      sustainability: {
        name: c.footer.links.sustainability,
        title: 'Sostenibilidad: papel FSC y electricidad verde | Printhaus',
        description:
          'Papeles con certificación FSC, electricidad 100 % renovable, envío climáticamente neutro y embalajes reciclables: así imprimimos en Printhaus con menos impacto.',
        headline: 'Imprimir con responsabilidad',
        body: `## Papel de bosques gestionados de forma responsable

La mayoría de nuestros productos son de papel, así que empezamos por ahí: imprimimos tarjetas, calendarios y fotolibros en papeles con certificación FSC®, que garantiza que la madera procede de bosques gestionados de forma responsable. También los bastidores de nuestros lienzos son de pino de bosques sostenibles.

## Electricidad 100 % renovable

Nuestra imprenta y nuestro taller de Berlín funcionan íntegramente con electricidad verde. Además, reutilizamos el calor residual de las máquinas de impresión para calentar las naves en invierno.

## Envío climáticamente neutro

Compensamos las emisiones de CO₂ de cada envío a través de nuestros transportistas, con proyectos de protección del clima certificados. Agrupamos los pedidos por destino para que los camiones salgan llenos.

## Embalajes reciclables

Enviamos en cajas de cartón reciclado y rellenamos los huecos con papel, no con plástico. Los cuadros viajan con protectores de esquinas de cartón. El embalaje completo puede ir directamente al contenedor azul.

## Producción con pocos residuos

Fabricamos bajo pedido: no hay almacenes llenos de calendarios que nadie compra ni excedentes que acaben en la basura. Nuestro software coloca los trabajos en los pliegos de forma que se aprovecha al máximo el papel, y los recortes que quedan se recogen por separado para su reciclaje.

## Un producto que dura

La forma más sostenible de imprimir es hacer cosas que se guarden durante años. Por eso usamos papeles resistentes y tintas que mantienen sus colores, y revisamos cada pedido a mano para que no haya que repetirlo.`,
      },

      jobs: {
        name: c.footer.links.jobs,
        title: 'Empleo en Printhaus: trabaja con nosotros en Berlín | Printhaus',
        description:
          'Trabaja en Printhaus: puestos en producción de impresión, desarrollo de software y atención al cliente. Envía tu candidatura a jobs@printhaus.example.',
        headline: 'Trabaja con nosotros',
        body: `## Hacemos cosas que se pueden tocar

En Printhaus trabajan unas 180 personas que convierten cada día miles de fotos en tarjetas, calendarios, libros y cuadros. Somos una empresa mediana con nuestra propia imprenta en Berlín, decisiones rápidas y mucho espacio para quien quiere mejorar las cosas.

## Áreas en las que buscamos gente

- **Producción de impresión**: operarios de impresión digital, encuadernación y acabado, y artesanos para nuestro taller de lienzos y marcos. Con experiencia o con ganas de aprender: te formamos.
- **Software**: desarrolladores web y de apps, para nuestra tienda, el editor de diseño y los sistemas que conectan la tienda con la producción.
- **Atención al cliente**: personas que disfrutan ayudando por teléfono y por correo, también en español y en otros idiomas de nuestros mercados.

## Qué te ofrecemos

- Contrato indefinido y un sueldo justo y transparente
- 30 días de vacaciones al año
- Horario flexible y, en los puestos que lo permiten, teletrabajo
- Presupuesto anual para formación y cursos de idiomas
- Descuento de empleado en nuestros productos
- Un equipo internacional y una cocina con buen café

## Cómo presentar tu candidatura

Envíanos tu currículum y unas líneas sobre ti a **jobs@printhaus.example**, indicando el área que te interesa. No necesitamos carta de presentación formal ni foto. Puedes escribirnos en español, alemán o inglés. Respondemos a todas las candidaturas en un plazo de dos semanas.`,
      },

      press: {
        name: c.footer.links.press,
        title: 'Prensa: contacto, datos y material gráfico | Printhaus',
        description:
          'Área de prensa de Printhaus: contacto para periodistas, datos de la empresa y material gráfico en alta resolución bajo petición en press@printhaus.example.',
        headline: 'Prensa',
        body: `## Contacto de prensa

¿Preparas un artículo, una comparativa de productos o un reportaje sobre impresión y fotografía? Nuestro equipo de comunicación te atiende en **press@printhaus.example**. Respondemos normalmente en un día laborable, también en español.

## Printhaus en cifras

- Fundada en 2011 en Berlín
- Unas 180 personas en plantilla
- Producción propia: imprenta, encuadernación y taller de cuadros en Berlín
- Tiendas en nueve países europeos y en Estados Unidos
- Más de 3.000 diseños de tarjetas
- Siete materiales para cuadros y más de 100 formatos
- Electricidad 100 % renovable y papeles con certificación FSC®

## Productos

Printhaus tiene dos líneas: tarjetas y regalos con foto (tarjetas para cada ocasión, calendarios, fotolibros, revelado, cajas de fotos y collages) y cuadros personalizados (lienzo, metacrilato, aluminio Dibond, póster, impresión de galería, Hahnemühle FineArt y Forex, además de marcos).

## Material gráfico

Bajo petición te enviamos fotos de producto en alta resolución, imágenes de nuestra producción en Berlín, el logotipo en formato vectorial y retratos de la dirección. Para pruebas de producto, ponemos a tu disposición muestras de nuestros materiales: escríbenos indicando el medio y la fecha de publicación prevista.`,
      },

      business: {
        name: c.footer.links.business,
        title: 'Tarjetas y calendarios con logo para empresas | Printhaus',
        description:
          'Printhaus para empresas: felicitaciones de Navidad corporativas, calendarios con logo, descuentos por volumen desde 50 unidades y pago contra factura.',
        headline: 'Printhaus para empresas',
        body: `## Felicitaciones de Navidad corporativas

Una tarjeta de papel con unas palabras firmadas por el equipo llega mucho más lejos que un correo masivo. Diseña tus felicitaciones de Navidad con el logotipo y los colores de tu empresa, con foto del equipo o con un motivo elegante en foil dorado. Si lo prefieres, nuestro equipo de diseño adapta una plantilla a tu imagen corporativa.

## Calendarios con logo

Un calendario de pared o de mesa con tu logotipo está presente en la oficina de tus clientes los 365 días del año. Puedes incluir tus datos de contacto en cada hoja, tus propias fotos de producto o de equipo y las fechas importantes de tu sector.

## Descuentos por volumen

A partir de 50 unidades del mismo producto te aplicamos descuentos por volumen, que aumentan con la cantidad. Para pedidos grandes te preparamos un presupuesto personalizado.

## Pago contra factura

Las empresas pueden pagar contra factura tras una breve comprobación. Recibes una factura con el IVA desglosado y, si lo necesitas, con tu número de pedido interno.

## Un contacto personal

Para pedidos de empresa tienes una persona de contacto fija que te acompaña desde el diseño hasta la entrega. Escríbenos a **business@printhaus.example** con tu idea, la cantidad aproximada y la fecha de entrega deseada, y te respondemos en un día laborable. Para el logotipo, lo ideal es un archivo vectorial (PDF, SVG o EPS).`,
      },

      app: {
        name: c.burger.app,
        title: 'App de Printhaus para iPhone y Android | Printhaus',
        description:
          'Con la app gratuita de Printhaus diseñas tarjetas, calendarios y fotolibros en el móvil, subes tus fotos directamente desde la galería y guardas tus proyectos.',
        headline: 'Printhaus en tu móvil',
        body: `## Diseña donde estés

Tus mejores fotos están en el móvil, así que ¿por qué no diseñar ahí mismo? Con la app de Printhaus creas tarjetas, calendarios, fotolibros, collages y cuadros en el sofá, en el tren o en la sala de espera. Tienes a mano los mismos diseños y productos que en la web.

## Tus fotos, directamente desde la galería

Elige las fotos directamente desde la galería del móvil, sin pasarlas antes al ordenador. La app las sube en resolución completa, aunque solo tengas una conexión móvil. Si una foto es demasiado pequeña para el formato elegido, te avisa antes de pedir.

## Tus proyectos, siempre contigo

Cada proyecto que diseñas en la app se guarda automáticamente en [tu cuenta](${P.account}). Puedes empezar un fotolibro en el móvil y terminarlo con calma en el ordenador, o al revés. También ves el estado de tus pedidos y recibes un aviso cuando tu paquete sale de nuestra imprenta.

## Descarga gratuita

La app de Printhaus es gratuita y está disponible para iPhone y iPad en la App Store y para Android en Google Play. Inicia sesión con tu cuenta de Printhaus de siempre: tus proyectos, direcciones y tarjetas regalo ya están ahí.`,
      },

      withdrawal: {
        name: c.footer.links.withdrawal,
        title: 'Derecho de desistimiento y devoluciones | Printhaus',
        description:
          'Cuándo tienes derecho de desistimiento en Printhaus, por qué no se aplica a productos personalizados y cómo ejercerlo. Con modelo de formulario.',
        headline: 'Derecho de desistimiento',
        body: `## Productos personalizados: sin derecho de desistimiento

La inmensa mayoría de lo que vendemos se fabrica especialmente para ti, con tus fotos, tus textos y tus decisiones de diseño: tarjetas, calendarios, fotolibros, copias, collages y cuadros. Para estos productos **no existe derecho de desistimiento**. Así lo establece el artículo 103, letra c), del texto refundido de la Ley General para la Defensa de los Consumidores y Usuarios (Real Decreto Legislativo 1/2007), que excluye los bienes confeccionados conforme a las especificaciones del consumidor o claramente personalizados. Esto no afecta a tus derechos en caso de defecto: consulta más abajo nuestra promesa de reimpresión.

## Productos sin personalizar: 14 días naturales

Para los productos que no se fabrican a medida, por ejemplo los marcos vacíos, tienes derecho a desistir del contrato en un plazo de 14 días naturales sin necesidad de justificación. El plazo empieza el día en que tú, o un tercero que hayas indicado, recibe el producto.

## Cómo ejercer el desistimiento

Para ejercerlo, debes notificarnos tu decisión mediante una declaración inequívoca, por ejemplo, por correo electrónico a service@printhaus.example o por carta a Printhaus GmbH, Lindenstraße 41, 10969 Berlin, Alemania. Puedes usar el modelo de formulario que encontrarás más abajo, aunque no es obligatorio. Basta con que envíes tu comunicación antes de que venza el plazo.

## Consecuencias del desistimiento

Te devolveremos la totalidad de los pagos recibidos, incluidos los gastos de envío estándar, en un plazo máximo de 14 días naturales desde que recibamos tu comunicación. Usaremos el mismo medio de pago que empleaste, salvo que acuerdes otro expresamente; no te cobraremos ninguna comisión por ello. Podemos retener el reembolso hasta haber recibido el producto o hasta que presentes una prueba de su devolución.

Debes devolvernos el producto sin demora indebida y, en cualquier caso, en un plazo de 14 días naturales desde que nos comuniques tu decisión. Los costes directos de la devolución corren de tu cuenta. Solo serás responsable de la disminución de valor del producto si se debe a una manipulación distinta de la necesaria para comprobar su naturaleza y su funcionamiento.

## Modelo de formulario de desistimiento

A la atención de Printhaus GmbH, Lindenstraße 41, 10969 Berlin, Alemania, service@printhaus.example:

Por la presente le comunico que desisto de mi contrato de venta del siguiente bien: …
Pedido el / recibido el: …
Número de pedido: …
Nombre y dirección del consumidor: …
Firma (solo si se envía en papel) y fecha: …

## Nuestra promesa si algo no está bien

Si tu pedido llega con un fallo de impresión o dañado por el transporte, escríbenos en un plazo de 14 días a través de [contacto](${P.contact}) con una foto del producto. Lo volvemos a imprimir gratis o te devolvemos el importe, sin que tengas que enviarnos nada de vuelta. Además, conservas siempre tu garantía legal de conformidad de tres años.`,
      },

      imprint: {
        name: c.footer.links.imprint,
        title: 'Aviso legal: datos de la empresa Printhaus GmbH | Printhaus',
        description:
          'Aviso legal de Printhaus GmbH, Berlín: datos identificativos de la empresa, administradores, inscripción en el registro mercantil, NIF-IVA y contacto.',
        headline: 'Aviso legal',
        body: `## Titular del sitio web

Printhaus GmbH
Lindenstraße 41
10969 Berlin
Alemania

## Administradores

Clara Weiß y Jonas Albers

## Datos registrales

Inscrita en el registro mercantil del Amtsgericht Berlin-Charlottenburg (juzgado de registro de Berlín-Charlottenburg) con el número HRB 214587 B.

Número de identificación a efectos del IVA (NIF-IVA): DE 318 446 092

## Contacto

Teléfono: ${m.hotline}
Correo electrónico: service@printhaus.example

## Resolución de litigios

Si tienes una reclamación, te pedimos que nos escribas primero a service@printhaus.example: la gran mayoría de los casos los resolvemos directamente en pocos días.

## Responsabilidad por los contenidos

Elaboramos los contenidos de este sitio web con el máximo cuidado. Aun así, no podemos garantizar que toda la información esté siempre completa y actualizada. Si detectas un error, te agradecemos que nos avises.

## Enlaces externos

Nuestro sitio web contiene enlaces a páginas de terceros sobre cuyos contenidos no tenemos influencia. De esos contenidos es responsable en cada caso su proveedor u operador. Si tenemos conocimiento de alguna infracción, retiraremos el enlace de inmediato.

## Propiedad intelectual

Los textos, imágenes, diseños y gráficos de este sitio web están protegidos por derechos de autor. Su reproducción o uso fuera de los límites legales requiere nuestro consentimiento previo por escrito. Los diseños que creas con tus propias fotos son tuyos.`,
      },

      privacy: {
        name: c.footer.links.privacy,
        title: 'Política de privacidad y protección de datos | Printhaus',
        description:
          'Cómo trata Printhaus tus datos personales conforme al RGPD: pedidos, cuenta, newsletter, cookies, pagos, plazos de conservación y tus derechos.',
        headline: 'Política de privacidad',
        body: `## Responsable del tratamiento

Printhaus GmbH, Lindenstraße 41, 10969 Berlin, Alemania. Para cualquier cuestión sobre protección de datos puedes escribirnos a **privacy@printhaus.example**. Tratamos tus datos conforme al Reglamento General de Protección de Datos (RGPD) y, en lo que resulte aplicable, a la Ley Orgánica 3/2018 de Protección de Datos Personales y garantía de los derechos digitales.

## Qué datos tratamos y para qué

### Pedidos

Para tramitar tu pedido necesitamos tu nombre, tu dirección de facturación y de entrega, tu correo electrónico y, de forma opcional, tu teléfono, así como el contenido del pedido, incluidas las fotos y los textos que subes. La base jurídica es la ejecución del contrato (art. 6.1.b RGPD). Al transportista solo le comunicamos los datos necesarios para la entrega. Usamos tus fotos exclusivamente para fabricar tu pedido; nunca las utilizamos para otros fines ni las cedemos a terceros.

### Cuenta de cliente

Si abres una cuenta, guardamos tus datos de acceso, tus direcciones, tus proyectos y tu historial de pedidos para que puedas acceder a ellos cuando quieras (art. 6.1.b RGPD). Puedes eliminar tu cuenta en cualquier momento.

### Newsletter

Solo te enviamos la newsletter si te suscribes y confirmas tu dirección a través del enlace que te enviamos por correo (doble opt-in). La base jurídica es tu consentimiento (art. 6.1.a RGPD), que puedes retirar en cualquier momento con el enlace de baja incluido en cada envío.

### Cookies y consentimiento

Usamos cookies técnicamente necesarias para la cesta, el inicio de sesión y para recordar tu elección sobre las cookies; estas no requieren consentimiento (art. 22.2 de la Ley 34/2002, LSSI). Las cookies de análisis y de marketing solo se activan si las aceptas en nuestro banner, y puedes cambiar tu elección en cualquier momento.

### Análisis web

Con tu consentimiento, analizamos de forma seudonimizada cómo se usa nuestra tienda para mejorarla (art. 6.1.a RGPD). Sin consentimiento, no se realiza ningún análisis.

### Proveedores de pago

Según la forma de pago que elijas, transmitimos los datos necesarios a PayPal, Klarna, Bizum o a nuestro proveedor de pagos con tarjeta, que los tratan bajo su propia responsabilidad. Klarna puede realizar una comprobación de identidad y solvencia si eliges el pago aplazado.

## Encargados y transferencias internacionales

Trabajamos con proveedores de alojamiento, envío de correos y atención al cliente que tratan los datos siguiendo nuestras instrucciones, con un contrato de encargo del tratamiento. Si algún proveedor trata datos fuera del Espacio Económico Europeo, lo hace sobre la base de una decisión de adecuación o de cláusulas contractuales tipo de la Comisión Europea.

## Plazos de conservación

Conservamos los datos del pedido mientras sean necesarios para la ejecución del contrato y la garantía, y los datos de facturación durante los plazos que exige la normativa mercantil y fiscal (hasta diez años). Las fotos de los pedidos realizados sin cuenta se eliminan 90 días después de la entrega; las de tu cuenta, cuando borras el proyecto o la cuenta. Los datos de la newsletter se eliminan cuando te das de baja.

## Tus derechos

Tienes derecho de acceso, rectificación, supresión, limitación del tratamiento, portabilidad y oposición, así como a retirar en cualquier momento los consentimientos otorgados. Para ejercerlos, basta con escribir a privacy@printhaus.example. Si consideras que no tratamos correctamente tus datos, puedes presentar una reclamación ante la Agencia Española de Protección de Datos (AEPD), [www.aepd.es](https://www.aepd.es), o ante cualquier otra autoridad de control de la UE.`,
      },

      terms: {
        name: c.footer.links.terms,
        title: 'Condiciones generales de contratación | Printhaus',
        description:
          'Condiciones generales de Printhaus GmbH: celebración del contrato, precios con IVA, entrega, pago, derechos sobre las imágenes, responsabilidad y ley aplicable.',
        headline: 'Condiciones generales de contratación',
        body: `## 1. Ámbito de aplicación

Estas condiciones generales se aplican a cualquier pedido realizado en esta tienda online a Printhaus GmbH, Lindenstraße 41, 10969 Berlin, Alemania (en adelante, «Printhaus»). Se aplica la versión vigente en el momento del pedido.

## 2. Celebración del contrato

La presentación de los productos en la tienda no constituye una oferta vinculante, sino una invitación a realizar un pedido. Al pulsar el botón de compra al final del proceso haces una oferta vinculante. El correo de confirmación que recibes a continuación solo acredita la recepción del pedido. El contrato se perfecciona cuando te confirmamos el inicio de la producción o el envío. El idioma del contrato es el español; guardamos el texto del contrato y puedes consultar tus pedidos en tu cuenta de cliente.

## 3. Precios

Los precios incluyen el IVA vigente. Los gastos de envío se indican por separado en la cesta antes de finalizar el pedido. El envío es gratuito a partir de ${freeShipping(m)}.

## 4. Entrega

Los plazos de producción y de entrega se indican en cada producto y en la página de [envío](${P.shipping}). Si un producto no estuviera disponible por causas ajenas a nosotros, te informaremos de inmediato y te reembolsaremos sin demora los pagos ya realizados.

## 5. Pago

Aceptamos las formas de pago indicadas en la página de [formas de pago](${P.payment}). En el pago con Klarna se aplican además las condiciones de Klarna.

## 6. Reserva de dominio

Los productos siguen siendo propiedad de Printhaus hasta el pago completo del precio.

## 7. Contenidos del cliente y derechos sobre las imágenes

Eres responsable de los contenidos que subes. Garantizas que tienes los derechos necesarios sobre las fotos y los textos, en particular los derechos de autor, y el consentimiento de las personas que aparecen en ellas conforme a su derecho a la propia imagen. Nos concedes un derecho de uso limitado a la fabricación y al envío de tu pedido. No imprimimos contenidos contrarios a la ley, que vulneren derechos de terceros o que sean ofensivos; en ese caso podemos rechazar el pedido y reembolsarte el importe.

## 8. Derecho de desistimiento

Los productos personalizados están excluidos del derecho de desistimiento. Los detalles figuran en la página de [derecho de desistimiento](${P.withdrawal}).

## 9. Garantía

Se aplica la garantía legal de conformidad. Pequeñas diferencias de color entre la pantalla y el producto impreso se deben a la técnica y no constituyen un defecto. Si hay un fallo de impresión o un daño de transporte, escríbenos en un plazo de 14 días con una foto y lo reimprimiremos o te devolveremos el importe.

## 10. Responsabilidad

Respondemos sin limitación en caso de dolo o negligencia grave, así como por los daños a la vida, la integridad física o la salud. En caso de negligencia leve, solo respondemos por el incumplimiento de obligaciones contractuales esenciales y limitado a los daños previsibles y típicos del contrato. No se ven afectados los derechos que te corresponden como consumidor según la ley.

## 11. Ley aplicable

Se aplica el derecho alemán, con exclusión de la Convención de las Naciones Unidas sobre los Contratos de Compraventa Internacional de Mercaderías. Si eres consumidor, esta elección de ley no te priva de la protección que te otorgan las disposiciones imperativas del país en el que tienes tu residencia habitual.`,
      },

      compare: {
        name: c.nav.compare,
        title: 'Comparativa de materiales: ¿qué cuadro elijo? | Printhaus',
        description:
          'Lienzo, metacrilato, aluminio Dibond, póster, impresión de galería, Hahnemühle FineArt y Forex comparados: aspecto, ventajas y para qué fotos va mejor cada uno.',
        headline: 'Comparativa de materiales',
        body: `## Siete materiales, siete caracteres

La misma foto cambia mucho según el material en el que la imprimas. Aquí tienes un resumen de nuestros siete materiales para que encuentres el más adecuado para tu imagen y tu pared.

### Lienzo

Tensado a mano sobre un bastidor de madera, con una fina textura de tejido y superficie mate sin reflejos. Da a las fotos un aire cálido, casi pictórico.
**Ideal para:** retratos familiares, paisajes y fotos de viaje en el salón. [Ver lienzo](${P.canvas})

### Metacrilato

La foto se imprime tras 5 mm de metacrilato transparente, con colores muy luminosos y una profundidad sorprendente. Brilla como un cristal.
**Ideal para:** colores intensos, fotos nocturnas y ambientes modernos. [Ver metacrilato](${P.acrylic})

### Aluminio Dibond

Impresión directa sobre una placa de aluminio de 3 mm, en blanco mate o cepillado. Nítida, plana y resistente a la humedad.
**Ideal para:** arquitectura, blanco y negro, cocinas y baños. [Ver aluminio Dibond](${P.alu})

### Póster

Papel fotográfico prémium en brillo o mate, la opción más económica y flexible. Con un marco queda como una lámina de galería.
**Ideal para:** cambiar de imagen a menudo, formatos grandes con poco presupuesto y enmarcar. [Ver pósteres](${P.poster})

### Impresión de galería

Una copia fotográfica auténtica, tras metacrilato y sobre aluminio Dibond: máximo detalle y acabado de exposición.
**Ideal para:** tus mejores fotos, las que quieres exponer como una obra. [Ver impresión de galería](${P.gallery})

### Hahnemühle FineArt

Papel de algodón de calidad de museo, mate y aterciopelado, impreso con tintas pigmentadas de larga duración.
**Ideal para:** blanco y negro, fotografía artística e ilustraciones, enmarcado con paspartú. [Ver Hahnemühle FineArt](${P.hahnemuehle})

### Forex

Placa ligera de PVC espumado de 5 mm, mate y rígida, que se cuelga sin taladrar.
**Ideal para:** pisos de alquiler, habitaciones infantiles y decoraciones temporales. [Ver Forex](${P.forex})

## Cómo elegir en tres preguntas

1. **¿Hay mucha luz frente a la pared?** Entonces elige un material mate: lienzo, aluminio Dibond o Hahnemühle.
2. **¿Quieres que los colores brillen al máximo?** Metacrilato o impresión de galería.
3. **¿Cuenta cada euro o cada gramo?** Póster o Forex.

Si sigues dudando, nuestra revisión gratuita de la imagen te dice qué material y tamaño encajan mejor con tu foto.`,
      },
    },

    magazine: {
      name: c.words.magazine,
      title: 'Revista: ideas para tarjetas, fotos y cuadros | Printhaus',
      description:
        'Textos para tarjetas, trucos para planificar tu calendario de fotos y consejos para colgar cuadros: ideas prácticas e inspiración del equipo de Printhaus.',
      headline: 'La revista de Printhaus',
      subline:
        'Ideas, consejos e inspiración para sacar tus fotos del móvil y llevarlas al papel y a la pared.',
      intro: `## Del móvil al papel, y del papel a la pared

Tenemos miles de fotos en el móvil y casi nunca las miramos. En nuestra revista compartimos lo que hemos aprendido en más de diez años imprimiendo recuerdos: qué escribir en una tarjeta cuando no salen las palabras, cómo planificar un calendario de fotos que guste de enero a diciembre, a qué altura se cuelga un cuadro y qué material va mejor con cada habitación. Ideas prácticas, sin rodeos, para que tus fotos salgan por fin de la pantalla.`,
    },

    articles: {
      cards: [
        {
          slug: 'que-escribir-en-una-tarjeta',
          name: 'Qué escribir en una tarjeta',
          title: 'Qué escribir en una tarjeta: frases para cada ocasión | Printhaus',
          description:
            'Ideas de textos para tarjetas de boda, nacimiento, cumpleaños, condolencias, agradecimiento y Navidad: frases sencillas, bonitas y sinceras.',
          headline: 'Qué escribir en una tarjeta: ideas para cada ocasión',
          subline:
            'Frases para bodas, nacimientos, cumpleaños, condolencias y agradecimientos, y un truco para cuando no sale nada.',
          teaser:
            '¿Te quedas en blanco delante de la tarjeta? Aquí tienes frases e ideas para cada ocasión.',
          date: '2026-03-12',
          img: 'hero-cards-stack',
          body: `## La regla de oro: personal y breve

Una tarjeta no necesita grandes frases. Lo que emociona es lo concreto: un recuerdo compartido, un nombre, un detalle que solo conocéis vosotros. Tres o cuatro frases sinceras valen más que un poema copiado. Y si te atascas, empieza por lo más sencillo: ¿qué le dirías a esa persona si la tuvieras delante?

## Boda

Para los novios, combina la felicitación con un deseo para el futuro:

- «Que este día sea el primero de muchos años de risas, viajes y domingos tranquilos. ¡Enhorabuena, pareja!»
- «Gracias por dejarnos ser parte de vuestro gran día. Os queremos.»

Si sois vosotros los que invitáis, lo clásico sigue funcionando: «Tenemos el placer de invitaros a nuestra boda». Echa un vistazo a nuestras [invitaciones de boda](${P.occ_wedding}).

## Nacimiento

Para felicitar a los padres: «Bienvenida al mundo, Lucía. Tus padres llevan meses esperándote, y nosotros también». Para anunciar la llegada de vuestro bebé basta con lo esencial: nombre, fecha, peso, talla y una frase como «Ya estoy aquí y vengo con ganas de conoceros».

## Cumpleaños

Aquí cabe el humor. «Cuarenta años y sigues sin saber doblar una sábana bajera: no cambies nunca» dice más que cualquier «Feliz cumpleaños». Para los cumpleaños redondos, un recuerdo funciona de maravilla: «¿Te acuerdas del verano del 2006 en Cádiz? Por muchos más así».

## Condolencias

Es la tarjeta más difícil, y también la más agradecida. No hace falta explicar nada:

- «Siento mucho vuestra pérdida. Estoy aquí para lo que necesitéis.»
- «Recordaré siempre su risa en las comidas de los domingos. Un abrazo muy fuerte.»

Evita frases hechas como «Está en un lugar mejor» si no sabes cómo las recibirá la familia. Si quieres agradecer el pésame, nuestras [tarjetas de condolencias](${P.occ_sympathy}) incluyen textos sobrios y serenos.

## Agradecimiento

Nombra lo que agradeces: «Gracias por el precioso mantel. Lo estrenaremos en la primera comida familiar de casados». Un detalle concreto demuestra que no es una tarjeta en serie, aunque el texto impreso sea el mismo para cada invitado.

## Navidad

Deja a un lado el «Feliz Navidad y próspero Año Nuevo» de siempre y cuenta algo del año: «2026 nos ha traído un piso nuevo, un perro y muy pocas horas de sueño. Os deseamos unas fiestas tranquilas y un año lleno de cosas buenas».

## El truco final

Imprime en la tarjeta un texto común y deja espacio libre para añadir una línea a mano a cada persona. Así combinas la comodidad de la impresión con el toque personal. Encuentra el formato ideal entre todas nuestras [tarjetas](${P.cards}).`,
        },
        {
          slug: 'planificar-calendario-de-fotos',
          name: 'Cómo planificar tu calendario de fotos',
          title: 'Calendario de fotos: cómo planificar los doce meses | Printhaus',
          description:
            'Cómo elegir las fotos de cada mes, qué fechas añadir y cuándo pedir tu calendario: consejos prácticos para un calendario que guste de enero a diciembre.',
          headline: 'Cómo planificar un calendario de fotos para los doce meses',
          subline:
            'Fotos que encajan con cada mes, fechas importantes y los plazos para que llegue a tiempo.',
          teaser:
            'Doce meses, doce fotos: así planificas un calendario que da gusto mirar de enero a diciembre.',
          date: '2026-09-24',
          img: 'mag-calendar-planning',
          body: `## Primero, el para qué

Antes de elegir una sola foto, piensa dónde va a colgar el calendario y quién lo va a usar. Un calendario para los abuelos vive de las fotos de los nietos; uno para la cocina familiar tiene que dejar sitio para apuntar. Para la decoración del salón, un [calendario de pared](${P.wallCalendar}) en A3 con fotos grandes; para organizar a toda la familia, un [planificador familiar](${P.familyPlanner}) con una columna por persona.

## Una foto para cada mes

El truco de un buen calendario es que las fotos acompañen al mes:

- **Enero y febrero**: nieve, una tarde de chimenea, la cabalgata de Reyes
- **Marzo a mayo**: flores, las primeras terrazas, la comunión del sobrino
- **Junio a agosto**: playa, piscina, la verbena del pueblo
- **Septiembre a noviembre**: vuelta al cole, vendimia, paseos entre hojas secas
- **Diciembre**: las luces de Navidad y la foto de familia del año anterior

Revisa la galería del móvil por meses: casi siempre encontrarás la foto perfecta del mismo mes del año pasado.

## Detalles técnicos que marcan la diferencia

- **Orientación**: en un calendario vertical, usa fotos verticales; en uno horizontal, horizontales. Así no se pierde nada al recortar.
- **Resolución**: para A4, cualquier foto actual del móvil es suficiente. Para A3, usa el original y no la versión enviada por mensajería, que llega comprimida.
- **Variedad**: alterna primeros planos con paisajes y fotos de grupo, y no pongas la misma persona tres meses seguidos.
- **Portada**: reserva para ella la foto más fuerte. Es la que se verá en el envoltorio del regalo.

## Las fechas que no pueden faltar

Añade los cumpleaños y aniversarios de la familia, los festivos nacionales y los de tu comunidad autónoma y, si quieres, los santos: en muchas familias siguen celebrándose. Si el calendario es para organizar el colegio o el trabajo, marca las vacaciones escolares o los turnos. Introduce las fechas una vez y se quedan guardadas para el año siguiente.

## Cuándo pedirlo

Si es un regalo de Navidad, diseña en noviembre y haz el pedido a principios de diciembre, cuando aún hay calma. Recuerda que puedes empezar en cualquier mes: un calendario que arranca en septiembre acompaña perfectamente el curso escolar, y uno que empieza en el mes del cumpleaños es un regalo de lo más original.

Cuando tengas las fotos, empieza a diseñar tu [calendario personalizado](${P.calendar}): el editor puede maquetarlo automáticamente y tú solo ajustas los detalles.`,
        },
      ],
      wallart: [
        {
          slug: 'colgar-cuadros-altura-y-pared-de-galeria',
          name: 'Colgar cuadros a la altura correcta',
          title: 'Colgar cuadros: altura ideal y pared de galería | Printhaus',
          description:
            'A qué altura se cuelga un cuadro, cuánto espacio dejar sobre el sofá y cómo montar una pared de galería paso a paso, con las herramientas adecuadas.',
          headline: 'A qué altura colgar un cuadro y cómo crear una pared de galería',
          subline:
            'La regla de los 150 cm, las distancias sobre los muebles y un sistema sencillo para combinar varios cuadros.',
          teaser:
            'La regla de los 150 cm, la distancia sobre el sofá y un truco infalible para tu pared de galería.',
          date: '2026-04-16',
          img: 'mag-hanging-height',
          body: `## La regla de los 150 centímetros

El error más habitual es colgar los cuadros demasiado altos. Los museos usan una regla sencilla: el centro de la imagen, a unos 145–155 cm del suelo, más o menos la altura de los ojos de una persona de pie. Mide desde el suelo hasta 150 cm, marca el punto y coloca ahí el centro del cuadro. Después calcula dónde va el clavo: desde el centro, suma la mitad de la altura del cuadro y resta la distancia entre el colgador y el borde superior.

## Sobre el sofá, la cama o la cómoda

Cuando el cuadro va encima de un mueble, la referencia es el mueble y no el suelo. Deja entre 15 y 25 cm entre el respaldo del sofá o el cabecero y el borde inferior del cuadro. El ancho ideal es de dos tercios a tres cuartos del ancho del mueble: sobre un sofá de 2 metros, un cuadro o un grupo de unos 140 cm de ancho.

## La pared de galería, paso a paso

Una pared de galería, con varios cuadros juntos, parece espontánea, pero requiere un poco de planificación.

1. **Elige un hilo conductor**: los mismos marcos, una paleta de colores común o un solo tema, como fotos de viajes en blanco y negro.
2. **Planifica en el suelo**: coloca los cuadros en el suelo delante de la pared y ve probando combinaciones. Haz una foto de la que más te guste.
3. **Haz plantillas de papel**: recorta cada cuadro en papel kraft o en papel de periódico, marca la posición del colgador y pégalas en la pared con cinta de pintor. Así ves el conjunto antes de hacer un solo agujero.
4. **Empieza por el centro**: cuelga primero la pieza más grande a la altura de los ojos y ve añadiendo el resto a su alrededor.
5. **Mantén las distancias**: entre 5 y 8 cm entre marcos. Lo importante es que sean siempre las mismas.

Los [marcos](${P.frames}) de un mismo perfil dan unidad al conjunto, y los [pósteres](${P.poster}) permiten cambiar las fotos cuando te apetezca.

## Las herramientas adecuadas

Necesitas metro, lápiz, nivel (la app del móvil sirve) y la fijación adecuada para el peso. Los cuadros ligeros, como el [Forex](${P.forex}) o un póster enmarcado pequeño, se pueden colgar con tiras adhesivas, ideales en pisos de alquiler. Para los cuadros pesados, como el [metacrilato](${P.acrylic}) en formatos grandes, usa taco y tornillo; en paredes de pladur, tacos específicos para pladur. Y antes de taladrar, comprueba con un detector que no pasen cables ni tuberías.`,
        },
        {
          slug: 'elegir-tamano-y-material-de-un-cuadro',
          name: 'Qué tamaño y material elegir para cada habitación',
          title: 'Tamaño y material de un cuadro: cómo acertar | Printhaus',
          description:
            'Qué tamaño de cuadro elegir según la pared y la distancia, y qué material va mejor en el salón, el dormitorio, la cocina, el baño o el cuarto de los niños.',
          headline: 'El tamaño y el material adecuados para cada habitación',
          subline:
            'Cómo calcular el tamaño según la pared y qué material funciona mejor en cada espacio de la casa.',
          teaser:
            'Del salón al baño: cómo acertar con el tamaño y el material de tu cuadro en cada habitación.',
          date: '2026-06-11',
          img: 'hero-canvas-livingroom',
          body: `## El tamaño: más grande de lo que crees

La mayoría de los cuadros que vemos en las casas son demasiado pequeños para su pared. Dos reglas ayudan a acertar:

- **Sobre un mueble**, el cuadro debe ocupar entre dos tercios y tres cuartos de su ancho.
- **En una pared libre**, piensa en la distancia desde la que se mira: lo ideal es alejarse entre una vez y media y dos veces la diagonal de la imagen. Un 40 x 60 cm se disfruta a algo más de un metro; un 80 x 120 cm, desde el otro lado del salón.

Antes de pedir, recorta un papel del tamaño elegido y pégalo en la pared unos días. Si te parece demasiado grande, probablemente sea el tamaño perfecto.

## La resolución de la foto

Cuanto más grande el formato, más píxeles necesita la foto. Las fotos de un móvil actual dan para 40 x 60 cm sin problema; para formatos mayores, usa siempre el archivo original en máxima resolución, nunca una captura ni la versión enviada por mensajería. Nuestra revisión gratuita te avisa si la resolución va justa.

## El material, habitación por habitación

### Salón

Es el lugar de las piezas protagonistas. El [lienzo](${P.canvas}) aporta calidez y no refleja la luz de las ventanas; el [metacrilato](${P.acrylic}) hace brillar los colores en una pared sin luz directa.

### Dormitorio

Aquí se busca calma: superficies mate y tonos suaves. El lienzo o una lámina [Hahnemühle FineArt](${P.hahnemuehle}) enmarcada son la elección más serena.

### Cocina y baño

La humedad y el vapor piden materiales resistentes. El [aluminio Dibond](${P.alu}) no se deforma y se limpia con un paño húmedo.

### Pasillo y entrada

Los pasillos suelen ser estrechos y con poca luz: mejor materiales mate y formatos verticales, o una serie de pósteres enmarcados que acompañen el recorrido.

### Habitación infantil

El [Forex](${P.forex}) es ligero, no lleva cristal y se cuelga con tiras adhesivas: si se cae, no pasa nada. Y cuando los niños crecen, cambiar la foto sale económico.

### Despacho

Líneas limpias y aspecto profesional: aluminio Dibond o [impresión de galería](${P.gallery}) para tus mejores fotos.

## La luz decide

Antes de decidirte, mira la pared a distintas horas del día. Si recibe luz directa de una ventana o de una lámpara, evita los materiales brillantes o cuélgalos en otro ángulo. Y si aún dudas entre dos opciones, nuestra [comparativa de materiales](${P.compare}) te ayuda a decidir.`,
        },
      ],
    },
  }
}
