<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
    <context>
        <name>ChallengeScreen</name>
        <message>
            <source>✓ Goal reached.</source>
            <translation>✓ Reto superado.</translation>
        </message>
        <message>
            <source>✕ Not yet.</source>
            <translation>✕ Todavía no.</translation>
        </message>
        <message>
            <source>k = %1: %2 tokens per slow pass, for %3 slow passes of time per round: %4×.</source>
            <translation>k = %1: %2 tokens por pasada lenta, por %3 pasadas lentas de tiempo en cada ronda: %4×.</translation>
        </message>
        <message>
            <source>A bigger window keeps more of the accepted proposals.</source>
            <translation>Una ventana mayor aprovecha más propuestas aceptadas.</translation>
        </message>
        <message>
            <source>Too big: you pay for proposals that come after the first rejection.</source>
            <translation>Demasiado grande: pagas propuestas que llegan después del primer rechazo.</translation>
        </message>
        <message>
            <source>It does not exist. With c = 0 the draft costs no time, and every slow pass leaves at least one token, the big model's own. Even at α = 0 the speed-up is %1×: a tie, never slower.</source>
            <translation>No existe. Con c = 0 el borrador no cuesta tiempo, y cada pasada lenta deja al menos un token: el del modelo grande. Incluso con α = 0 la aceleración es %1×: un empate, nunca más lento.</translation>
        </message>
        <message>
            <source>At α = %1 (k = 4) the speed-up is %2×: not slower. Try another α, or think: can a free draft ever lose?</source>
            <translation>Con α = %1 (k = 4) la aceleración es %2×: no es más lento. Prueba otra α, o piensa: ¿puede perder un borrador gratis?</translation>
        </message>
        <message>
            <source>At α = %1 the speed-up is %2×.</source>
            <translation>Con α = %1 la aceleración es %2×.</translation>
        </message>
        <message>
            <source>The break-even α for k = 4 is %1: there the draft neither wins nor loses.</source>
            <translation>La α de equilibrio para k = 4 es %1: ahí el borrador ni gana ni pierde.</translation>
        </message>
        <message>
            <source>The draft still wins: lower α.</source>
            <translation>El borrador aún gana: baja α.</translation>
        </message>
        <message>
            <source>The draft loses: raise α.</source>
            <translation>El borrador pierde: sube α.</translation>
        </message>
        <message>
            <source>Your tree: %1 nodes, %2 tokens per slow pass, %3×. The best chain with at most %1 nodes (%4 levels) gives %5×.</source>
            <translation>Tu árbol: %1 nodos, %2 tokens por pasada lenta, %3×. La mejor cadena con %1 nodos como mucho (%4 niveles) da %5×.</translation>
        </message>
        <message>
            <source>This is a chain itself: give some level two or more candidates.</source>
            <translation>Esto ya es una cadena: da dos candidatos o más a algún nivel.</translation>
        </message>
        <message>
            <source>The chain is deeper for the same nodes; try more candidates at level 1, then fewer further down.</source>
            <translation>La cadena llega más lejos con los mismos nodos; prueba más candidatos en el nivel 1 y menos más abajo.</translation>
        </message>
        <message>
            <source>Draft %1 (α = %2, c = %3), k = %4: %5 tokens per slow pass, %6 slow passes of time per round: %7×.</source>
            <translation>Borrador %1 (α = %2, c = %3), k = %4: %5 tokens por pasada lenta, %6 pasadas lentas de tiempo en cada ronda: %7×.</translation>
        </message>
        <message>
            <source>Even its best window (k = %1) gives only %2×: this draft costs too much.</source>
            <translation>Ni su mejor ventana (k = %1) pasa de %2×: este borrador cuesta demasiado.</translation>
        </message>
        <message>
            <source>This draft can do it: change k.</source>
            <translation>Este borrador puede lograrlo: cambia k.</translation>
        </message>
        <message>
            <source>1. Pick the window (easy)</source>
            <translation>1. Elige la ventana (fácil)</translation>
        </message>
        <message>
            <source>2. Make a free draft lose (a trick)</source>
            <translation>2. Haz perder a un borrador gratis (con trampa)</translation>
        </message>
        <message>
            <source>3. Find the break-even α for k = 4 (medium)</source>
            <translation>3. Encuentra la α de equilibrio para k = 4 (media)</translation>
        </message>
        <message>
            <source>4. Beat the chain with a tree (hard)</source>
            <translation>4. Gana a la cadena con un árbol (difícil)</translation>
        </message>
        <message>
            <source>5. Choose the draft and k (hard)</source>
            <translation>5. Elige borrador y k (difícil)</translation>
        </message>
        <message>
            <source>Goals reached: %1 of %2 (scroll down to see all %2)</source>
            <translation>Retos superados: %1 de %2 (baja para ver los %2)</translation>
        </message>
        <message>
            <source>Use the whole idea. Each goal is checked as you change the values, and the numbers say why.</source>
            <translation>Usa la idea entera. Cada reto se comprueba mientras cambias los valores, y los números dicen por qué.</translation>
        </message>
        <message>
            <source>With c = %1 and α = %2, choose the window k for a speed-up of at least %3×.</source>
            <translation>Con c = %1 y α = %2, elige la ventana k para conseguir una aceleración de al menos %3×.</translation>
        </message>
        <message>
            <source>With c = 0 and k = 4, find an α with which the draft is slower than the big model alone. Try an α, or answer that it does not exist.</source>
            <translation>Con c = 0 y k = 4, encuentra una α con la que el borrador vaya más lento que el modelo grande solo. Prueba una α, o responde que no existe.</translation>
        </message>
        <message>
            <source>Find the break-even α for k = 4 and c = %1, within ±%2.</source>
            <translation>Encuentra la α de equilibrio para k = 4 y c = %1, con un margen de ±%2.</translation>
        </message>
        <message>
            <source>Tree lab heads (EAGLE-like). A round costs 1 + β·nodes + levels·c slow passes, with β = %1 and c = %2. Set the candidates per level (0 ends the tree) and beat the best chain with the same number of nodes or fewer.</source>
            <translation>Las cabezas del laboratorio de árboles (tipo EAGLE). Una ronda cuesta 1 + β·nodos + niveles·c pasadas lentas, con β = %1 y c = %2. Pon los candidatos por nivel (0 termina el árbol) y gana a la mejor cadena con el mismo número de nodos o menos.</translation>
        </message>
        <message>
            <source>Two drafts, with their numbers given: A has α = %1 and c = %2; B has α = %3 and c = %4. Choose a draft and k for more than %5×.</source>
            <translation>Dos borradores, con sus números: A tiene α = %1 y c = %2; B tiene α = %3 y c = %4. Elige borrador y k para conseguir más de %5×.</translation>
        </message>
        <message>
            <source>level %1: </source>
            <translation>nivel %1: </translation>
        </message>
        <message>
            <source>Candidates at level %1</source>
            <translation>Candidatos en el nivel %1</translation>
        </message>
        <message>
            <source>Try this α</source>
            <translation>Probar esta α</translation>
        </message>
        <message>
            <source>It does not exist</source>
            <translation>No existe</translation>
        </message>
        <message>
            <source>Draft %1</source>
            <translation>Borrador %1</translation>
        </message>
        <message>
            <source>Draft window k</source>
            <translation>Ventana k</translation>
        </message>
        <message>
            <source>Acceptance rate α</source>
            <translation>Tasa de aceptación α</translation>
        </message>
    </context>
    <context>
        <name>CourseHooks</name>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message numerus="yes">
            <source>%n review card(s) are due: two to five minutes.</source>
            <translation>
                <numerusform>Tienes %n tarjeta de repaso pendiente: de dos a cinco minutos.</numerusform>
                <numerusform>Tienes %n tarjetas de repaso pendientes: de dos a cinco minutos.</numerusform>
            </translation>
        </message>
        <message>
            <source>Review now</source>
            <translation>Repasar ahora</translation>
        </message>
        <message>
            <source>Save the teacher's guide (PDF)…</source>
            <translation>Guardar la guía docente (PDF)…</translation>
        </message>
        <message>
            <source>Save the worksheet with its answer key (PDF)…</source>
            <translation>Guardar la hoja de trabajo con sus soluciones (PDF)…</translation>
        </message>
        <message>
            <source>Save the teacher's guide</source>
            <translation>Guardar la guía docente</translation>
        </message>
        <message>
            <source>speclab-teachers-guide</source>
            <translation>speclab-guia-docente</translation>
        </message>
        <message>
            <source>Save the worksheet</source>
            <translation>Guardar la hoja de trabajo</translation>
        </message>
        <message>
            <source>speclab-worksheet</source>
            <translation>speclab-hoja-de-trabajo</translation>
        </message>
        <message>
            <source>PDF document (*.pdf)</source>
            <translation>Documento PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Saved: %1</source>
            <translation>Guardado: %1</translation>
        </message>
    </context>
    <context>
        <name>GuideScreen</name>
        <message>
            <source>For the teacher. The menu saves this guide, and a printable worksheet with its answer key, as PDF files.</source>
            <translation>Para el docente. El menú guarda esta guía, y una hoja de trabajo imprimible con sus soluciones, como archivos PDF.</translation>
        </message>
        <message>
            <source>Teacher's guide</source>
            <translation>Guía docente</translation>
        </message>
    </context>
    <context>
        <name>NumericQuestion</name>
        <message>
            <source>Check my answer</source>
            <translation>Comprobar mi respuesta</translation>
        </message>
        <message>
            <source>Your answer</source>
            <translation>Tu respuesta</translation>
        </message>
    </context>
    <context>
        <name>ReviewCard</name>
        <message>
            <source>k = %1, α = %2: how many tokens does one slow pass give, on average? Set it on the slider.</source>
            <translation>k = %1, α = %2: ¿cuántos tokens da una pasada lenta, de media? Ponlo en el deslizador.</translation>
        </message>
        <message>
            <source>With c = %1 and k = %2, does the draft win with α = %3?</source>
            <translation>Con c = %1 y k = %2, ¿el borrador gana con α = %3?</translation>
        </message>
        <message>
            <source>k = %1, c = %2: set the break-even acceptance rate α, where the draft neither wins nor loses.</source>
            <translation>k = %1, c = %2: pon la α de equilibrio, donde el borrador ni gana ni pierde.</translation>
        </message>
        <message>
            <source>✓ Right.</source>
            <translation>✓ Bien.</translation>
        </message>
        <message>
            <source>✕ Not quite.</source>
            <translation>✕ No del todo.</translation>
        </message>
        <message>
            <source>Expected tokens per slow pass: 1 + α + α² + … + α^k = %1 = %2. The 1 is the big model's own token; each further term is the chance that the proposals up to there are all accepted.</source>
            <translation>Tokens esperados por pasada lenta: 1 + α + α² + … + α^k = %1 = %2. El 1 es el token propio del modelo grande; cada término siguiente es la probabilidad de que todas las propuestas hasta ahí queden aceptadas.</translation>
        </message>
        <message>
            <source>You set %1.</source>
            <translation>Pusiste %1.</translation>
        </message>
        <message>
            <source>It wins.</source>
            <translation>Gana.</translation>
        </message>
        <message>
            <source>It loses: slower than the big model alone.</source>
            <translation>Pierde: más lento que el modelo grande solo.</translation>
        </message>
        <message>
            <source>Each round gives %1 tokens on average and costs k·c + 1 = %2 slow passes of time, so the speed-up is %1 / %2 = %3×.</source>
            <translation>Cada ronda da %1 tokens de media y cuesta k·c + 1 = %2 pasadas lentas de tiempo, así que la aceleración es %1 / %2 = %3×.</translation>
        </message>
        <message>
            <source>The break-even α for k = %1 is %2: there α + α² + … + α^k equals k·c = %3, so the speed-up is 1×. Above it the draft wins; below it, it loses.</source>
            <translation>La α de equilibrio para k = %1 es %2: ahí α + α² + … + α^k vale k·c = %3, y la aceleración es 1×. Por encima el borrador gana; por debajo, pierde.</translation>
        </message>
        <message>
            <source>Yes: it is faster than without a draft.</source>
            <translation>Sí: va más rápido que sin borrador.</translation>
        </message>
        <message>
            <source>No: it is slower than without a draft.</source>
            <translation>No: va más lento que sin borrador.</translation>
        </message>
    </context>
    <context>
        <name>ReviewScreen</name>
        <message>
            <source>On a shared screen nothing is scheduled. Practise freely: new numbers every time.</source>
            <translation>En una pantalla compartida no se programa nada. Practica libremente: números nuevos cada vez.</translation>
        </message>
        <message>
            <source>Finish the quiz to start your spaced review: its questions, and questions with new numbers from the simulator, come back after 1, 3, 7 and 21 days. Until then you can practise.</source>
            <translation>Termina el cuestionario para empezar tu repaso espaciado: sus preguntas, y preguntas con números nuevos del simulador, vuelven a los 1, 3, 7 y 21 días. Mientras, puedes practicar.</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) due today. A session shows up to five: two to five minutes.</source>
            <translation>
                <numerusform>%n tarjeta pendiente hoy. Una sesión muestra hasta cinco: de dos a cinco minutos.</numerusform>
                <numerusform>%n tarjetas pendientes hoy. Una sesión muestra hasta cinco: de dos a cinco minutos.</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing to review today. Your next card is due on %1.</source>
            <translation>Hoy no hay nada que repasar. Tu próxima tarjeta toca el %1.</translation>
        </message>
        <message>
            <source>How it works: a card you miss comes back tomorrow and starts over; a card you get right waits longer each time: 1 day, then 3, 7 and 21 days. Only your first answer counts.</source>
            <translation>Cómo funciona: una tarjeta que fallas vuelve mañana y empieza de nuevo; una que aciertas espera más cada vez: 1 día, luego 3, 7 y 21 días. Solo cuenta tu primera respuesta.</translation>
        </message>
        <message>
            <source>The cards: the quiz's questions, and three kinds with new numbers every time: how many tokens a round gives, whether a draft wins, and where its break-even α lies.</source>
            <translation>Las tarjetas: las preguntas del cuestionario y tres tipos con números nuevos cada vez: cuántos tokens da una ronda, si un borrador gana y dónde está su α de equilibrio.</translation>
        </message>
        <message>
            <source>“Practise now” shows such cards at once, without saving anything: your review days do not change.</source>
            <translation>«Practicar ahora» te enseña estas tarjetas ya, sin guardar nada: tus días de repaso no cambian.</translation>
        </message>
        <message>
            <source>Practice done: %1 of %2 right. Nothing was scheduled.</source>
            <translation>Práctica terminada: %1 de %2 bien. No se programó nada.</translation>
        </message>
        <message>
            <source>Review done: %1 of %2 right at the first try. The right ones come back later; the others, tomorrow.</source>
            <translation>Repaso terminado: %1 de %2 bien al primer intento. Las acertadas vuelven más tarde; las demás, mañana.</translation>
        </message>
        <message>
            <source>Session finished</source>
            <translation>Sesión terminada</translation>
        </message>
        <message>
            <source>Practice card %1 of %2</source>
            <translation>Tarjeta de práctica %1 de %2</translation>
        </message>
        <message>
            <source>Card %1 of %2</source>
            <translation>Tarjeta %1 de %2</translation>
        </message>
        <message>
            <source>Spaced review</source>
            <translation>Repaso espaciado</translation>
        </message>
        <message>
            <source>Bring the ideas back before you forget them: a few cards, two to five minutes. Each one checks itself with the simulator and explains the numbers.</source>
            <translation>Recupera las ideas antes de olvidarlas: unas pocas tarjetas, de dos a cinco minutos. Cada una se comprueba con el simulador y explica los números.</translation>
        </message>
        <message>
            <source>Practise now (not saved: no card is scheduled)</source>
            <translation>Practicar ahora (no se guarda: no se programa ninguna tarjeta)</translation>
        </message>
        <message>
            <source>Start the review</source>
            <translation>Empezar el repaso</translation>
        </message>
        <message>
            <source>Next card ▶</source>
            <translation>Siguiente tarjeta ▶</translation>
        </message>
    </context>
    <context>
        <name>Screens</name>
        <message>
            <source>Review</source>
            <translation>Repaso</translation>
        </message>
        <message>
            <source>Final challenge</source>
            <translation>Reto final</translation>
        </message>
        <message>
            <source>Teacher's guide</source>
            <translation>Guía docente</translation>
        </message>
    </context>
    <context>
        <name>TeacherKit</name>
        <message>
            <source>Start from the question on screen 1; let the class vote.</source>
            <translation>Parte de la pregunta de la pantalla 1; que la clase vote.</translation>
        </message>
        <message>
            <source>Why does a chatbot write one word at a time?</source>
            <translation>¿Por qué un chatbot escribe palabra a palabra?</translation>
        </message>
        <message>
            <source>Show that verifying k tokens costs about one slow pass.</source>
            <translation>Muestra que verificar k tokens cuesta más o menos una pasada lenta.</translation>
        </message>
        <message>
            <source>Why can the big model check five tokens at once but not write five at once?</source>
            <translation>¿Por qué el modelo grande puede verificar cinco tokens a la vez pero no escribir cinco a la vez?</translation>
        </message>
        <message>
            <source>Play rounds step by step: propose, verify, keep the accepted prefix.</source>
            <translation>Reproduce rondas paso a paso: proponer, verificar, quedarse con el prefijo aceptado.</translation>
        </message>
        <message>
            <source>How many tokens does a round with one ✓ and then a ✕ add?</source>
            <translation>¿Cuántos tokens añade una ronda con un ✓ y luego un ✕?</translation>
        </message>
        <message>
            <source>Students move α and k and read the slow passes.</source>
            <translation>Los estudiantes mueven α y k y leen las pasadas lentas.</translation>
        </message>
        <message>
            <source>What do you expect for α = %1 and k = 4? Write it before you move the slider.</source>
            <translation>¿Qué esperas con α = %1 y k = 4? Escríbelo antes de mover el deslizador.</translation>
        </message>
        <message>
            <source>A bad draft: it is never slower when it is free.</source>
            <translation>Un mal borrador: si es gratis, nunca va más lento.</translation>
        </message>
        <message>
            <source>Does a bad draft make the text worse?</source>
            <translation>¿Un mal borrador empeora el texto?</translation>
        </message>
        <message>
            <source>The worksheet, in pairs: predict, operate, prove.</source>
            <translation>La hoja de trabajo, por parejas: predice, opera, demuestra.</translation>
        </message>
        <message>
            <source>Where is the break-even α for k = 4 and c = %1?</source>
            <translation>¿Dónde está la α de equilibrio para k = 4 y c = %1?</translation>
        </message>
        <message>
            <source>The quiz, alone; then discuss the most missed question.</source>
            <translation>El cuestionario, en solitario; luego comentad la pregunta más fallada.</translation>
        </message>
        <message>
            <source>Which answer surprised you?</source>
            <translation>¿Qué respuesta te sorprendió?</translation>
        </message>
        <message>
            <source>“The big model skips the easy words.”</source>
            <translation>«El modelo grande se salta las palabras fáciles.»</translation>
        </message>
        <message>
            <source>It verifies every token. The draft writes the easy ones ahead; the big model still checks each in one pass (screens 2 and 3, quiz question 1).</source>
            <translation>Verifica todos los tokens. El borrador escribe por delante los fáciles; el modelo grande los verifica igualmente, todos en una pasada (pantallas 2 y 3, pregunta 1 del cuestionario).</translation>
        </message>
        <message>
            <source>“A bad draft makes the text worse.”</source>
            <translation>«Un mal borrador empeora el texto.»</translation>
        </message>
        <message>
            <source>The text is always the same text the big model would write alone; a bad draft only costs time (screen 6, quiz question 4).</source>
            <translation>El texto es siempre el mismo texto que escribiría el modelo grande solo; un mal borrador solo cuesta tiempo (pantalla 6, pregunta 4 del cuestionario).</translation>
        </message>
        <message>
            <source>“Speculation changes the answer.”</source>
            <translation>«Especular cambia la respuesta.»</translation>
        </message>
        <message>
            <source>Every kept token is one the big model accepts, and each rejection is replaced by its own token (the sampling lab shows that even the probabilities stay the same).</source>
            <translation>Cada token que queda es uno que el modelo grande acepta, y cada rechazo se sustituye por su propio token (el laboratorio de muestreo muestra que hasta las probabilidades siguen iguales).</translation>
        </message>
        <message>
            <source>“Verifying k tokens costs k passes.”</source>
            <translation>«Verificar k tokens cuesta k pasadas.»</translation>
        </message>
        <message>
            <source>Show only these screens, for a class (names from --list-screens).</source>
            <translation>Muestra solo estas pantallas, para una clase (nombres de --list-screens).</translation>
        </message>
        <message>
            <source>Open at this screen.</source>
            <translation>Abre en esta pantalla.</translation>
        </message>
        <message>
            <source>Shared screen: full screen, locked, starts over when idle; nothing is saved or scheduled.</source>
            <translation>Pantalla compartida: pantalla completa, bloqueada, vuelve a empezar si nadie la usa; no guarda ni programa nada.</translation>
        </message>
        <message>
            <source>Text size, 100 to 200.</source>
            <translation>Tamaño del texto, de 100 a 200.</translation>
        </message>
        <message>
            <source>Start values of the Lab (the worksheet uses them).</source>
            <translation>Valores iniciales del laboratorio (los usa la hoja de trabajo).</translation>
        </message>
        <message>
            <source>Language of the interface.</source>
            <translation>Idioma de la interfaz.</translation>
        </message>
        <message>
            <source>→, Page Down</source>
            <translation>→, Av Pág</translation>
        </message>
        <message>
            <source>Next screen (a presenter's clicker works).</source>
            <translation>Pantalla siguiente (sirve un mando de presentaciones).</translation>
        </message>
        <message>
            <source>←, Page Up</source>
            <translation>←, Re Pág</translation>
        </message>
        <message>
            <source>Previous screen.</source>
            <translation>Pantalla anterior.</translation>
        </message>
        <message>
            <source>Reset all values on this screen.</source>
            <translation>Reinicia todos los valores de esta pantalla.</translation>
        </message>
        <message>
            <source>Projector mode on or off.</source>
            <translation>Activa o desactiva el modo proyector.</translation>
        </message>
        <message>
            <source>Move between controls; arrows move a focused slider.</source>
            <translation>Pasa de un control a otro; las flechas mueven el deslizador activo.</translation>
        </message>
        <message>
            <source>Teacher’s guide: speculative decoding with SpecLab</source>
            <translation>Guía docente: la decodificación especulativa con SpecLab</translation>
        </message>
        <message>
            <source>A 50-minute lesson for students from 15 years on. Nothing needs the internet.</source>
            <translation>Una clase de 50 minutos para estudiantes a partir de 15 años. Nada necesita internet.</translation>
        </message>
        <message>
            <source>Before the class: print one worksheet per pair (menu, “Save the worksheet with its answer key (PDF)…”). On the projector, turn on ☰ Menu → “Projector mode (high contrast)” (Ctrl+Shift+P).</source>
            <translation>Antes de la clase: imprime una hoja de trabajo por pareja (menú, «Guardar la hoja de trabajo con sus soluciones (PDF)…»). En el proyector, activa ☰ Menú → «Modo proyector (alto contraste)» (Ctrl+Shift+P).</translation>
        </message>
        <message>
            <source>does the same when the app starts (the options for a class are at the end).</source>
            <translation>hace lo mismo al abrir la app (las opciones para una clase están al final).</translation>
        </message>
        <message>
            <source>Learning goals</source>
            <translation>Objetivos de aprendizaje</translation>
        </message>
        <message>
            <source>Describe a round: the draft proposes k tokens, the big model verifies them, keeps the accepted prefix and adds its own token.</source>
            <translation>Describir una ronda: el borrador propone k tokens, el modelo grande los verifica, se queda con el prefijo aceptado y añade su propio token.</translation>
        </message>
        <message>
            <source>Predict the speed-up from α, k and c, and find the break-even α.</source>
            <translation>Predecir la aceleración a partir de α, k y c, y encontrar la α de equilibrio.</translation>
        </message>
        <message>
            <source>Argue that the text is the same text the big model would write alone.</source>
            <translation>Argumentar que el texto es el mismo texto que escribiría el modelo grande solo.</translation>
        </message>
        <message>
            <source>Lesson plan (50 minutes)</source>
            <translation>Plan de clase (50 minutos)</translation>
        </message>
        <message>
            <source>Close: the review brings the cards back from tomorrow on, on each student's own computer; the final challenge is homework.</source>
            <translation>Cierre: el repaso trae las tarjetas de vuelta a partir de mañana, en el ordenador de cada estudiante; el reto final queda como tarea.</translation>
        </message>
        <message>
            <source>Minutes</source>
            <translation>Minutos</translation>
        </message>
        <message>
            <source>Screen</source>
            <translation>Pantalla</translation>
        </message>
        <message>
            <source>What to do</source>
            <translation>Qué hacer</translation>
        </message>
        <message>
            <source>Question to ask</source>
            <translation>Pregunta para la clase</translation>
        </message>
        <message>
            <source>After the class</source>
            <translation>Después de la clase</translation>
        </message>
        <message>
            <source>Review: once a student finishes the quiz on their own computer, its questions and new questions with numbers from the simulator come back after 1, 3, 7 and 21 days; a session takes two to five minutes. Nothing is scheduled in kiosk mode.</source>
            <translation>Repaso: cuando un estudiante termina el cuestionario en su propio ordenador, sus preguntas, y preguntas nuevas con números del simulador, vuelven a los 1, 3, 7 y 21 días; una sesión dura de dos a cinco minutos. En modo quiosco no se programa nada.</translation>
        </message>
        <message>
            <source>Final challenge: five goals, from easy to hard, each checked by the app with its numbers. The goals reached appear on the achievement card.</source>
            <translation>Reto final: cinco retos, de fácil a difícil, que la app comprueba y explica con sus números. Los retos superados aparecen en la tarjeta de logro.</translation>
        </message>
        <message>
            <source>Misconceptions to watch for</source>
            <translation>Ideas erróneas que vigilar</translation>
        </message>
        <message>
            <source>What a student may say</source>
            <translation>Lo que puede decir un estudiante</translation>
        </message>
        <message>
            <source>How the app answers it</source>
            <translation>Cómo lo responde la app</translation>
        </message>
        <message>
            <source>Quiz answers</source>
            <translation>Respuestas del cuestionario</translation>
        </message>
        <message>
            <source>Answer %1:</source>
            <translation>Respuesta %1:</translation>
        </message>
        <message>
            <source>Answer: α ≈ %1 (accepted within ±%2).</source>
            <translation>Respuesta: α ≈ %1 (se acepta con un margen de ±%2).</translation>
        </message>
        <message>
            <source>Command-line options for a class</source>
            <translation>Opciones de la línea de órdenes para una clase</translation>
        </message>
        <message>
            <source>Example:</source>
            <translation>Ejemplo:</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Atajos de teclado</translation>
        </message>
        <message>
            <source>Set the Lab to k = %1, α = %2, c = %3 (100 tokens).</source>
            <translation>Pon el laboratorio en k = %1, α = %2, c = %3 (100 tokens).</translation>
        </message>
        <message>
            <source>Predict: with a good free draft, how many slow passes will 100 tokens need: about 100, 50 or 30?</source>
            <translation>Predice: con un buen borrador gratis, ¿cuántas pasadas lentas harán falta para 100 tokens: unas 100, 50 o 30?</translation>
        </message>
        <message>
            <source>Each slow pass keeps the accepted prefix plus one token of its own: %1 tokens on average, so about %2 slow passes instead of 100.</source>
            <translation>Cada pasada lenta deja el prefijo aceptado más un token propio: %1 tokens de media, así que unas %2 pasadas lentas en vez de 100.</translation>
        </message>
        <message>
            <source>Predict: a free draft that is always rejected (α = 0). Faster, just as fast, or slower than no draft?</source>
            <translation>Predice: un borrador gratis que siempre queda rechazado (α = 0). ¿Más rápido, igual o más lento que sin borrador?</translation>
        </message>
        <message>
            <source>Every round still writes one token, the big model's correction, and the draft costs nothing: exactly as fast as without it, never slower.</source>
            <translation>Cada ronda sigue escribiendo un token, la corrección del modelo grande, y el borrador no cuesta nada: exactamente igual de rápido que sin él, nunca más lento.</translation>
        </message>
        <message>
            <source>Predict: a draft that costs %1 slow passes per step and is rarely accepted. Faster or slower?</source>
            <translation>Predice: un borrador que cuesta %1 pasadas lentas por paso y casi nunca queda aceptado. ¿Más rápido o más lento?</translation>
        </message>
        <message>
            <source>Each round costs 1 + %1 × %2 = %3 slow passes of time but gives only %4 tokens: %5×, slower. Below α = %6 this draft does not pay for itself.</source>
            <translation>Cada ronda cuesta 1 + %1 × %2 = %3 pasadas lentas de tiempo pero da solo %4 tokens: %5× (más lento). Por debajo de α = %6 este borrador no compensa.</translation>
        </message>
        <message>
            <source>%1× (slower)</source>
            <translation>%1× (más lento)</translation>
        </message>
        <message>
            <source>Tokens per slow pass</source>
            <translation>Tokens por pasada lenta</translation>
        </message>
        <message>
            <source>Slow passes with the draft (of 100)</source>
            <translation>Pasadas lentas con borrador (de 100)</translation>
        </message>
        <message>
            <source>Total time, in slow passes</source>
            <translation>Tiempo total, en pasadas lentas</translation>
        </message>
        <message>
            <source>Break-even α (for k = %1)</source>
            <translation>α de equilibrio (para k = %1)</translation>
        </message>
        <message>
            <source>Speed-up</source>
            <translation>Aceleración</translation>
        </message>
        <message>
            <source>Verifying a whole window costs about one slow pass: the proposed tokens already exist, so every position is checked at the same time (screen 2).</source>
            <translation>Verificar una ventana entera cuesta más o menos una pasada lenta: los tokens propuestos ya existen, así que todas las posiciones se comprueban a la vez (pantalla 2).</translation>
        </message>
        <message>
            <source>High-contrast palette and thick lines for a projector (the same as ☰ Menu → “Projector mode (high contrast)”).</source>
            <translation>Paleta de alto contraste y líneas gruesas para un proyector (lo mismo que ☰ Menú → «Modo proyector (alto contraste)»).</translation>
        </message>
        <message>
            <source>Explain why writing is one slow pass per token, and why verifying a whole window costs about one.</source>
            <translation>Explicar por qué escribir cuesta una pasada lenta por token, y por qué verificar una ventana entera cuesta más o menos una.</translation>
        </message>
        <message>
            <source>Worksheet: predict, operate, prove</source>
            <translation>Hoja de trabajo: predice, opera, demuestra</translation>
        </message>
        <message>
            <source>Name: %1 Date: %2</source>
            <translation>Nombre: %1 Fecha: %2</translation>
        </message>
        <message>
            <source>Open the Lab. For each task: write your prediction first, then set the values, read the numbers, and explain them in one sentence.</source>
            <translation>Abre el laboratorio. En cada tarea: escribe primero tu predicción, luego pon los valores, lee los números y explícalos en una frase.</translation>
        </message>
        <message>
            <source>Task %1</source>
            <translation>Tarea %1</translation>
        </message>
        <message>
            <source>Write what you read:</source>
            <translation>Anota lo que lees:</translation>
        </message>
        <message>
            <source>Explain in one sentence why:</source>
            <translation>Explica en una frase por qué:</translation>
        </message>
        <message>
            <source>Tip: click a slider, then use the arrow keys to reach an exact value (each press moves it by one step).</source>
            <translation>Truco: haz clic en un deslizador y usa las flechas del teclado para llegar a un valor exacto (cada pulsación lo mueve un paso).</translation>
        </message>
        <message>
            <source>Answer key (for the teacher)</source>
            <translation>Soluciones (para el docente)</translation>
        </message>
        <message>
            <source>These are expected values, the ones the Lab shows: no single random run is quoted, so every computer shows the same numbers. Each task is also a command line.</source>
            <translation>Son valores esperados, los que muestra el laboratorio: no se cita ninguna tirada, así que todos los ordenadores muestran los mismos números. Cada tarea es también una línea de órdenes.</translation>
        </message>
        <message>
            <source>Teacher’s guide</source>
            <translation>Guía docente</translation>
        </message>
        <message>
            <source>Worksheet</source>
            <translation>Hoja de trabajo</translation>
        </message>
    </context>
</TS>
