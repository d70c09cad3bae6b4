import type { Catalogue } from "./en";

/**
 * El catálogo en español: las mismas claves que el inglés (./en.ts), en español neutro de
 * América Latina para lectores en Estados Unidos, tuteando siempre
 * (docs/decisions/042-i18n-with-lingui.md).
 */
export const es: Catalogue = {
  "frame.skipLink": "Saltar al contenido",
  "frame.languageLink": "English",
  "frame.siteLandmark": "Sitio",
  "frame.searchLabel": "Buscar recursos",
  "frame.searchPlaceholder": "Buscar",
  "frame.search": "Buscar",
  "frame.mainNav": "Principal",
  "frame.menu": "Menú",
  "frame.viewAll": "Ver todo: {group}",
  "frame.submit": "Sugerir un recurso",
  "frame.toastClose": "Cerrar",
  "frame.toastRegion": "Notificaciones ({hotkey})",
  "quickExit.button": "Salir de esta página",
  "quickExit.hint": "O presiona <key>Shift</key> 3 veces",
  "quickExit.browsingSafely": "Navegar con seguridad",
  "crisis.barIn": "¿Necesitas ayuda ahora en {country}? {name}: <call>{number}</call>",
  "crisis.barDanger": "¿Estás en peligro en {country}? Llama al <call>{number}</call>",
  "crisis.barDefault":
    "¿Necesitas ayuda ahora? {texts, select, yes {Llama o envía un mensaje de texto al} other {Llama al}} <call>{number}</call> en {where}",
  "crisis.barNone": "¿Necesitas ayuda ahora? Ayuda gratuita y confidencial:",
  "crisis.barOtherCountries": "Otros países: obtén ayuda ahora",
  "crisis.barElsewhere": "En otro país: obtén ayuda ahora",
  "crisis.phrase":
    "{texts, select, yes {llama o envía un mensaje de texto al} other {llama al}} <call>{number}</call> (<name>{name}</name>) en {where}",
  "crisis.phrasePlaces":
    "{texts, select, yes {llama o envía un mensaje de texto al} other {llama al}} <call>{number}</call> en {places}",
  "footer.explore": "Explorar",
  "footer.categories": "Categorías",
  "footer.note": "Ten en cuenta",
  "footer.disclaimer":
    "Los recursos de este sitio son solo educativos. No reemplazan el diagnóstico, el tratamiento ni el consejo médico de un profesional calificado.",
  "footer.noCompensation":
    "Quien elige los recursos no recibe ningún pago por recomendarlos: no hay enlaces de afiliados ni patrocinios.",
  "footer.crisisWithLine":
    "Si estás en crisis, {phrase}. Desde otro país, consulta las <link>líneas de crisis por país</link>. Si estás en peligro, llama al número de emergencias de tu zona.",
  "footer.crisisNoLine":
    "Si estás en crisis, consulta las <link>líneas de crisis por país</link>. Si estás en peligro, llama al número de emergencias de tu zona.",
  "footer.copyright": "© 2024 {site}. Contenido solo educativo.",
  "notFound.kicker": "¿Te perdiste?",
  "notFound.title": "Error 404: no encontramos esta página",
  "notFound.message":
    "No encontramos la página que buscabas. Puede que se haya movido o que el enlace tenga un error.",
  "notFound.home": "Volver al inicio",
  "notFound.pageTitle": "Página no encontrada",
  "notFound.description":
    "No encontramos esta página. Prueba desde la página de inicio en español.",
  "error.title": "Algo salió mal",
  "error.message": "Lo sentimos, no pudimos mostrar esta página. Inténtalo de nuevo en un momento.",
  "safetyPlan.warningSigns.title": "1. Mis señales de alerta",
  "safetyPlan.warningSigns.hint":
    "Pensamientos, sentimientos, estados de ánimo o situaciones que me avisan de que puede empezar un momento difícil.",
  "safetyPlan.copingAlone.title": "2. Cosas que puedo hacer por mi cuenta",
  "safetyPlan.copingAlone.hint":
    "Cosas pequeñas que me ayudan a sentir un poco más de calma o a distraerme, como salir a caminar, escuchar música o darme una ducha.",
  "safetyPlan.distractions.title": "3. Personas y lugares que me ayudan a distraerme",
  "safetyPlan.distractions.hint":
    "Personas con quienes puedo estar y lugares a donde puedo ir sin tener que hablar de cómo me siento.",
  "safetyPlan.peopleToAsk.title": "4. Personas a quienes puedo pedir ayuda",
  "safetyPlan.peopleToAsk.hint":
    "Nombres y teléfonos de personas de confianza con quienes puedo hablar cuando la estoy pasando mal.",
  "safetyPlan.professionals.title": "5. Profesionales y líneas de crisis a los que puedo acudir",
  "safetyPlan.professionals.hint":
    "Mi médico, terapeuta o consejero, y sus números. Abajo aparecen las líneas de crisis de mi país.",
  "safetyPlan.safeEnvironment.title": "6. Hacer que mi entorno sea más seguro",
  "safetyPlan.safeEnvironment.hint":
    "Qué puedo guardar, poner bajo llave o dejarle a otra persona, y quién me puede ayudar a hacerlo.",
  "safetyPlan.reasons.title": "7. Mis razones para vivir",
  "safetyPlan.reasons.hint": "Las personas, las esperanzas y las cosas que más me importan.",
  "safetyPlan.saved": "Guardado solo en este dispositivo.",
  "safetyPlan.deleted": "Tu plan se borró de este dispositivo.",
  "safetyPlan.failedTitle": "Este navegador no nos deja guardar tu plan.",
  "safetyPlan.failedText":
    "Puede que su almacenamiento esté lleno o desactivado (algunas ventanas privadas lo hacen). Lo que escribiste sigue aquí en la pantalla: imprímelo o cópialo en un lugar seguro antes de cerrar esta página.",
  "safetyPlan.print": "Imprimir mi plan",
  "safetyPlan.confirmDelete": "Sí, borrar mi plan",
  "safetyPlan.keep": "No, conservarlo",
  "safetyPlan.delete": "Borrar mi plan",
  "safetyPlan.printBlank":
    "Para imprimir un plan en blanco y llenarlo a mano, usa la opción Imprimir de tu navegador.",
  "search.label": "Busca recursos y páginas",
  "search.placeholder": "Prueba con «sueño» o «ansiedad»",
  "search.topic": "Tema",
  "search.allTopics": "Todos los temas",
  "search.submit": "Buscar",
  "search.searching": "Buscando…",
  "search.count": "{count, plural, one {# recurso} other {# recursos}}",
  "search.countFor": "{count, plural, one {# resultado} other {# resultados}} para «{q}»",
  "search.noResults": "No encontramos resultados",
  "search.noResultsHint":
    "Prueba con una palabra más corta o más general, revisa cómo la escribiste o elige otro tema. También puedes ver <link>todos los recursos en español</link>.",
  "search.resources": "Recursos",
  "search.pages": "Páginas",
  "search.english":
    "¿Buscas recursos en inglés? <link>Busca en inglés</link> (la mayoría están solo en inglés).",
};
