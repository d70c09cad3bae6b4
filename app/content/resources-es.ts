import type { Resource } from "./schema";

/**
 * Entries that are themselves in Spanish (`language: "es"`), for the Spanish pages. Each one's
 * title, publisher, address and cost were read on its own Spanish page (`factsSource`);
 * `factsCheckedOn` is set only where the stored copy of that very page showed its title.
 * Descriptions are written here, in Spanish, speaking to the reader as "tú" (docs/espanol.md).
 * /es/recursos lists them and the Spanish search finds them (/es/buscar, /search?lang=es); they
 * stay out of the English catalogue, its topics and its default search.
 */

const CHECKED_ON = "2026-11-28";

export const SPANISH_RESOURCES: Resource[] = [
  {
    id: "nimh-5-cosas-estres",
    title: "5 cosas que usted debe saber sobre el estrés",
    author: "Instituto Nacional de la Salud Mental (NIMH)",
    description:
      "Una hoja informativa breve del Instituto Nacional de la Salud Mental de Estados Unidos. Explica qué es el estrés, cómo responden el cuerpo y el cerebro ante las exigencias de la vida, y en qué se diferencia el estrés de todos los días del que llega con un cambio brusco o con una experiencia traumática.\n\n" +
      "Te puede servir si vives con la presión encima y quieres entender qué te pasa y qué puedes hacer para cuidarte. Está escrita en un español claro, sin tecnicismos.\n\n" +
      "Si el estrés no te deja dormir, comer o hacer tus cosas durante semanas, vale la pena hablarlo con un médico o con un profesional de salud mental.",
    type: "website",
    category: "lifestyle",
    subcategory: "stress-reduction",
    url: "https://www.nimh.nih.gov/health/publications/espanol/5-cosas-que-usted-debe-saber-sobre-el-estres/index.shtml",
    language: "es",
    cost: "free",
    audience: ["adults"],
    length: "Una hoja informativa breve; se lee en pocos minutos",
    approach: "Psicoeducación",
    evidence: "expert-experience",
    evidenceNote:
      "Información general de un instituto federal de investigación en salud mental; no es un tratamiento.",
    factsSource:
      "https://www.nimh.nih.gov/health/publications/espanol/5-cosas-que-usted-debe-saber-sobre-el-estres/index.shtml",
    factsCheckedOn: CHECKED_ON,
  },
  {
    id: "mayo-clinic-depresion",
    title: "Depresión (trastorno depresivo mayor)",
    author: "Mayo Clinic",
    description:
      "La página de Mayo Clinic en español sobre la depresión: qué es, cómo se nota en el ánimo, en el cuerpo y en la forma de pensar, qué la puede causar y cuándo conviene consultar. Empieza con un video en el que un psicólogo clínico de Mayo Clinic la explica en palabras sencillas.\n\n" +
      "Te puede ayudar a ponerle nombre a lo que sientes, o a entender mejor a alguien que quieres. Insiste en algo importante: la depresión no es una debilidad ni un defecto de carácter, y se puede tratar.\n\n" +
      "Leer sobre la depresión no reemplaza una consulta. Si te reconoces en lo que describe, habla con tu médico o con un profesional de salud mental.",
    type: "website",
    category: "psychological-concerns",
    subcategory: "depression",
    url: "https://www.mayoclinic.org/es-es/diseases-conditions/depression/symptoms-causes/syc-20356007",
    language: "es",
    cost: "free",
    audience: ["adults"],
    length: "Una página informativa con un video breve",
    approach: "Psicoeducación",
    evidence: "expert-experience",
    evidenceNote:
      "Información médica general de Mayo Clinic, que resume lo que se sabe sobre la depresión y su tratamiento; no es un tratamiento en sí.",
    factsSource:
      "https://www.mayoclinic.org/es-es/diseases-conditions/depression/symptoms-causes/syc-20356007",
  },
  {
    id: "mayo-clinic-ansiedad-generalizada",
    title: "Trastorno de ansiedad generalizada",
    author: "Mayo Clinic",
    description:
      "Mayo Clinic explica en español la diferencia entre la ansiedad de todos los días y una preocupación constante, difícil de controlar, que se mete en todo. Describe las señales en la mente y en el cuerpo, como el nerviosismo, el cansancio o la dificultad para concentrarse.\n\n" +
      "Es una buena lectura si llevas tiempo sin poder soltar las preocupaciones y quieres saber si lo tuyo tiene nombre. También da esperanza: en la mayoría de los casos, la ansiedad generalizada mejora con psicoterapia o medicamentos.\n\n" +
      "Si la ansiedad te está quitando el sueño o la vida diaria, cuéntaselo a tu médico: es el primer paso para recibir ayuda.",
    type: "website",
    category: "psychological-concerns",
    subcategory: "anxiety",
    url: "https://www.mayoclinic.org/es-es/diseases-conditions/generalized-anxiety-disorder/basics/definition/con-20024562",
    language: "es",
    cost: "free",
    audience: ["adults", "teens"],
    length: "Una página informativa; se lee a tu ritmo",
    approach: "Psicoeducación",
    evidence: "expert-experience",
    evidenceNote:
      "Información médica general de Mayo Clinic sobre el trastorno y los tratamientos con respaldo en la investigación; no es un tratamiento en sí.",
    factsSource:
      "https://www.mayoclinic.org/es-es/diseases-conditions/generalized-anxiety-disorder/basics/definition/con-20024562",
  },
  {
    id: "mayo-clinic-insomnio",
    title: "Insomnio",
    author: "Mayo Clinic",
    description:
      "Una explicación clara, en español, de qué es el insomnio: la dificultad para quedarte dormido, para seguir durmiendo o para descansar de verdad. Mayo Clinic repasa sus síntomas, sus causas más comunes, como el estrés, y cuándo conviene ver a un médico.\n\n" +
      "Te puede servir si llevas noches dando vueltas en la cama. Recuerda que muchas veces unos cambios sencillos en tus hábitos ayudan, y que no tienes por qué aguantar noches y noches sin dormir.\n\n" +
      "Dormir mal también puede ser señal de ansiedad o depresión. Si el insomnio dura semanas, háblalo con tu médico.",
    type: "website",
    category: "lifestyle",
    subcategory: "sleep",
    url: "https://www.mayoclinic.org/es-es/diseases-conditions/insomnia/symptoms-causes/syc-20355167",
    language: "es",
    cost: "free",
    audience: ["adults"],
    length: "Una página informativa; se lee a tu ritmo",
    approach: "Psicoeducación",
    evidence: "expert-experience",
    evidenceNote:
      "Información médica general de Mayo Clinic sobre el sueño y el insomnio; no es un tratamiento en sí.",
    factsSource:
      "https://www.mayoclinic.org/es-es/diseases-conditions/insomnia/symptoms-causes/syc-20355167",
  },
  {
    id: "mayo-clinic-ejercicio-depresion-ansiedad",
    title: "Depresión y ansiedad: hacer ejercicio puede aliviar los síntomas",
    author: "Mayo Clinic",
    description:
      "Un artículo del personal de Mayo Clinic sobre por qué moverse ayuda con la depresión y la ansiedad, y cómo empezar cuando no tienes ganas de nada. Explica lo que dice la investigación y da consejos realistas para ponerte en marcha y no dejarlo.\n\n" +
      "Es para ti si sabes que el ejercicio te haría bien pero te cuesta dar el primer paso. No hace falta un gimnasio: cualquier actividad que te ponga en movimiento y que disfrutes también cuenta.\n\n" +
      "El ejercicio ayuda, pero no sustituye el tratamiento. Si la tristeza o la ansiedad no ceden, busca también el apoyo de un profesional.",
    type: "website",
    category: "lifestyle",
    subcategory: "exercise",
    url: "https://www.mayoclinic.org/es-es/diseases-conditions/depression/in-depth/depression-and-exercise/art-20046495",
    language: "es",
    cost: "free",
    audience: ["adults"],
    length: "Un artículo; se lee en unos minutos",
    approach: "Actividad física",
    evidence: "evidence-based-approach",
    evidenceNote:
      "Resume la investigación sobre el ejercicio como ayuda para la depresión y la ansiedad; el artículo en sí no se ha estudiado.",
    factsSource:
      "https://www.mayoclinic.org/es-es/diseases-conditions/depression/in-depth/depression-and-exercise/art-20046495",
    factsCheckedOn: CHECKED_ON,
  },
  {
    id: "mayo-clinic-ser-asertivo",
    title: "Ser asertivo: reduce el estrés, comunícate mejor",
    author: "Mayo Clinic",
    description:
      "Un artículo práctico de Mayo Clinic sobre la asertividad: decir lo que piensas y lo que necesitas con claridad, sin pasar por encima de nadie y sin quedarte callado. Compara el estilo pasivo, el agresivo y el asertivo, y propone maneras concretas de practicar.\n\n" +
      "Te puede ayudar si te cuesta decir que no, si terminas cargando con más de lo que puedes o si tus conversaciones difíciles suelen acabar mal. Aprender a ser asertivo también alivia el estrés.\n\n" +
      "Si en tu relación hay miedo, control o violencia, la asertividad no basta: busca apoyo especializado y ponte a salvo primero.",
    type: "website",
    category: "relationships",
    subcategory: "communication",
    url: "https://www.mayoclinic.org/es-es/healthy-lifestyle/stress-management/in-depth/assertive/art-20044644",
    language: "es",
    cost: "free",
    audience: ["adults"],
    length: "Un artículo; se lee en unos minutos",
    approach: "Habilidades de comunicación",
    evidence: "expert-experience",
    evidenceNote:
      "Consejos del personal de Mayo Clinic basados en el entrenamiento en asertividad; el artículo en sí no se ha estudiado.",
    factsSource:
      "https://www.mayoclinic.org/es-es/healthy-lifestyle/stress-management/in-depth/assertive/art-20044644",
  },
  {
    id: "familydoctor-depresion-ninos-adolescentes",
    title: "Depresión en niños y adolescentes",
    author: "familydoctor.org",
    description:
      "Una guía en español para madres, padres y cuidadores sobre cómo se ve la depresión en niños y adolescentes, que no siempre se parece a la de los adultos: a veces se nota más como enojo, cambios en el apetito o ganas de no ir a la escuela.\n\n" +
      "Repasa lo que puede desencadenarla, como una mudanza, una pérdida o la intimidación, y cuándo llevar a tu hijo al médico. Deja claro algo que alivia: tener depresión no es culpa de quien la tiene.\n\n" +
      "Si tu hijo habla de hacerse daño o de no querer vivir, no esperes a la cita: busca ayuda de inmediato.",
    type: "website",
    category: "psychological-concerns",
    subcategory: "depression",
    url: "https://es.familydoctor.org/depresion-en-ninos-y-adolescentes/",
    language: "es",
    cost: "free",
    audience: ["parents"],
    length: "Una página informativa; se lee en unos minutos",
    approach: "Psicoeducación",
    evidence: "expert-experience",
    evidenceNote:
      "Información general para familias de un sitio de médicos de familia; no es un tratamiento.",
    factsSource: "https://es.familydoctor.org/depresion-en-ninos-y-adolescentes/",
  },
  {
    id: "choc-guia-ansiedad",
    title: "Guía de salud mental: Ansiedad",
    author: "CHOC (Rady Children's Health)",
    description:
      "Una guía en español de un hospital infantil de California para familias que se preguntan si la ansiedad de su hijo o de su hija es la normal de crecer o algo más. Explica qué es la ansiedad, los tipos de trastornos de ansiedad y quién tiene más riesgo de presentarlos.\n\n" +
      "Te sirve si tienes un niño o un adolescente con miedos o preocupaciones que no se van y que ya le impiden hacer su vida. Incluye una lista de recursos y cómo buscar un profesional.\n\n" +
      "Algunos de los servicios que nombra son del condado de Orange, en California; si vives en otro lugar, tu pediatra puede orientarte sobre los de tu zona.",
    type: "website",
    category: "psychological-concerns",
    subcategory: "anxiety",
    url: "https://health.choc.org/guide/anxiety/ansiedad",
    language: "es",
    cost: "free",
    audience: ["parents"],
    length: "Una guía en una página; se lee a tu ritmo",
    approach: "Psicoeducación",
    evidence: "expert-experience",
    evidenceNote: "Información para familias de un hospital pediátrico; no es un tratamiento.",
    factsSource: "https://health.choc.org/guide/anxiety/ansiedad",
    factsCheckedOn: CHECKED_ON,
  },
  {
    id: "choc-guia-depresion",
    title: "Guía de salud mental: Depresión",
    author: "CHOC (Rady Children's Health)",
    description:
      "La guía en español del mismo hospital infantil sobre la depresión en niños y adolescentes. Explica que es una condición médica real y tratable, que va más allá del mal humor, y enumera las señales a las que conviene estar atentos.\n\n" +
      "Es para ti si notas a tu hijo o a tu hija irritable, sin esperanza o sin ganas de lo que antes disfrutaba, y no sabes por dónde empezar. Incluye recursos para pedir ayuda y para encontrar un profesional.\n\n" +
      "Algunos servicios que nombra son locales del condado de Orange, en California. Si tu hijo habla de hacerse daño, pide ayuda de inmediato.",
    type: "website",
    category: "psychological-concerns",
    subcategory: "depression",
    url: "https://health.choc.org/guide/depression/depresion",
    language: "es",
    cost: "free",
    audience: ["parents"],
    length: "Una guía en una página; se lee a tu ritmo",
    approach: "Psicoeducación",
    evidence: "expert-experience",
    evidenceNote: "Información para familias de un hospital pediátrico; no es un tratamiento.",
    factsSource: "https://health.choc.org/guide/depression/depresion",
    factsCheckedOn: CHECKED_ON,
  },
  {
    id: "choc-lineas-de-ayuda",
    title: "Entendiendo las líneas de ayuda para el suicidio",
    author: "Dra. Vicky Bouche",
    description:
      "Una psicóloga pediátrica responde, en español, las dudas que frenan a mucha gente antes de llamar o escribir a una línea de crisis: quién contesta, qué te van a preguntar, si van a llamar a la policía y quién puede comunicarse.\n\n" +
      "Te puede ayudar si alguna vez has pensado en llamar y no te has animado, o si quieres animar a alguien que quieres a hacerlo. También explica la diferencia entre una línea de crisis y una línea de apoyo emocional.\n\n" +
      "Si estás pensando en hacerte daño ahora mismo, no tienes que leer nada antes: comunícate ya con una línea de crisis o con tu número de emergencias.",
    type: "website",
    category: "psychological-concerns",
    subcategory: "depression",
    url: "https://health.choc.org/entendiendo-las-lineas-de-ayuda-para-el-suicidio",
    language: "es",
    cost: "free",
    audience: ["adults", "teens", "parents"],
    length: "Un artículo; se lee en unos minutos",
    approach: "Psicoeducación",
    evidence: "expert-experience",
    evidenceNote:
      "Explicación de una psicóloga pediátrica sobre cómo funcionan las líneas de crisis; no es un tratamiento.",
    contentNotes: "Habla del suicidio y de las líneas de crisis.",
    factsSource: "https://health.choc.org/entendiendo-las-lineas-de-ayuda-para-el-suicidio",
  },
  {
    id: "sesame-ansiedad-infantil",
    title:
      "Lo que los especialistas en salud mental quieren que los padres sepan acerca de la ansiedad infantil",
    author: "Sesame Workshop",
    description:
      "Los creadores de Plaza Sésamo reunieron a cuatro especialistas en salud mental infantil para responder, en español, las preguntas de madres y padres sobre la ansiedad en los niños: qué es normal, qué señales vigilar y qué hacer cuando preocupa.\n\n" +
      "Es una lectura cálida y sin alarmas para quien nota a su hijo más apegado, con dolores de estómago o con problemas para dormir. Recuerda que cada niño vive la ansiedad a su manera.\n\n" +
      "Si la ansiedad de tu hijo no cede o le impide jugar, ir a la escuela o dormir, habla con su pediatra.",
    type: "website",
    category: "relationships",
    subcategory: "parenting",
    url: "https://sesameworkshop.org/?p=78202",
    language: "es",
    cost: "free",
    audience: ["parents"],
    length: "Un artículo en forma de entrevista; se lee en unos minutos",
    approach: "Psicoeducación",
    evidence: "expert-experience",
    evidenceNote:
      "Respuestas de cuatro especialistas en salud mental infantil; no es un tratamiento.",
    factsSource: "https://sesameworkshop.org/?p=78202",
    factsCheckedOn: CHECKED_ON,
  },
  {
    id: "cdc-acerca-de-la-salud-mental",
    title: "Acerca de la salud mental",
    author: "Centros para el Control y la Prevención de Enfermedades (CDC)",
    description:
      "Una introducción breve, en español, de los CDC: la salud mental es parte de la salud, está muy unida a la salud física y no consiste solo en no tener un trastorno, sino también en sentirse bien y poder desarrollarse.\n\n" +
      "Es un buen punto de partida si quieres entender por qué cuidar la mente importa tanto como cuidar el cuerpo. Recuerda que se puede vivir bien aun con una condición de salud mental, con tratamiento y apoyo.\n\n" +
      "Si estás pasando por un momento difícil, no tienes que esperar: hay ayuda disponible.",
    type: "website",
    category: "psychological-concerns",
    url: "https://www.cdc.gov/mental-health/es/about/acerca-de-la-salud-mental.html",
    language: "es",
    cost: "free",
    audience: ["adults"],
    length: "Una página breve",
    approach: "Psicoeducación",
    evidence: "expert-experience",
    evidenceNote: "Información general de salud pública de los CDC; no es un tratamiento.",
    factsSource: "https://www.cdc.gov/mental-health/es/about/acerca-de-la-salud-mental.html",
  },
];
