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
            <source>Where you start:</source>
            <translation>Punto de partida:</translation>
        </message>
        <message>
            <source>k = %1: %2 tokens per round. Time of a round, in slow passes: 1 + %1 × %5 = %3. Speed-up on a long text: %2 ÷ %3 = %4×, the one this goal checks (the Lab's 100 tokens give a hair less: the last pass is paid in full).</source>
            <translation>k = %1: %2 tokens por ronda. Tiempo de una ronda, en pasadas lentas: 1 + %1 × %5 = %3. Aceleración en un texto largo: %2 ÷ %3 = %4×, la que comprueba este reto (con los 100 tokens del laboratorio sale algo menos: la última pasada se paga entera).</translation>
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
            <translation>El α de equilibrio para k = 4 es %1: ahí el borrador ni gana ni pierde.</translation>
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
            <source>The chain is deeper for as many nodes; try more candidates at level 1, then fewer further down.</source>
            <translation>La cadena llega más lejos con el mismo número de nodos; prueba más candidatos en el nivel 1 y menos más abajo.</translation>
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
            <source>3. Find the break-even α for k = 4 (medium)</source>
            <translation>3. Encuentra el α de equilibrio para k = 4 (media)</translation>
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
            <source>Use the whole idea. Each goal is checked as you change the values, and the numbers say why.</source>
            <translation>Usa la idea entera. Cada reto se comprueba mientras cambias los valores, y los números dicen por qué.</translation>
        </message>
        <message>
            <source>With c = %1 and α = %2, choose the window k for a speed-up of at least %3×.</source>
            <translation>Con c = %1 y α = %2, elige la ventana k para conseguir una aceleración de al menos %3× en un texto largo.</translation>
        </message>
        <message>
            <source>With c = 0 and k = 4, find an α with which the draft is slower than the big model alone. Try an α, or answer that it does not exist.</source>
            <translation>Con c = 0 y k = 4, busca un valor de α con el que el borrador vaya más lento que el modelo grande solo. Prueba un valor, o responde que no existe.</translation>
        </message>
        <message>
            <source>Find the break-even α for k = 4 and c = %1, within ±%2.</source>
            <translation>Encuentra el α de equilibrio para k = 4 y c = %1, con un margen de ±%2.</translation>
        </message>
        <message>
            <source>Two drafts, with their numbers given: A has α = %1 and c = %2; B has α = %3 and c = %4. Choose a draft and k for more than %5×.</source>
            <translation>Dos borradores, con sus números: A tiene α = %1 y c = %2; B tiene α = %3 y c = %4. Elige borrador y k para conseguir más de %5×.</translation>
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
            <source>Goal %1 of %2</source>
            <translation>Reto %1 de %2</translation>
        </message>
        <message>
            <source>A somewhat bigger window keeps more of the accepted proposals; not too big, since every draft step costs.</source>
            <translation>Una ventana algo mayor aprovecha más propuestas aceptadas; sin pasarte, porque cada paso del borrador cuesta.</translation>
        </message>
        <message>
            <source>Draft %1 (α = %2, c = %3), k = %4: %5 tokens per round. Time of a round, in slow passes: 1 + %4 × %3 = %6. Speed-up on a long text: %5 ÷ %6 = %7×.</source>
            <translation>Borrador %1 (α = %2, c = %3), k = %4: %5 tokens por ronda. Tiempo de una ronda, en pasadas lentas: 1 + %4 × %3 = %6. Aceleración en un texto largo: %5 ÷ %6 = %7×.</translation>
        </message>
        <message>
            <source>2. Can a free draft lose? (medium)</source>
            <translation>2. ¿Puede perder un borrador gratis? (media)</translation>
        </message>
        <message>
            <source>reached</source>
            <translation>superado</translation>
        </message>
        <message>
            <source>Goals reached: %1 of %2</source>
            <translation>Retos superados: %1 de %2</translation>
        </message>
        <message>
            <source>The Tree lab's EAGLE-like draft. Time of a round, in slow passes: 1 + β·nodes + levels·c, with β = %1 and c = %2. Set the candidates per level (0 ends the tree) and beat the best chain with the same number of nodes or fewer.</source>
            <translation>El borrador tipo EAGLE del laboratorio de árboles. Tiempo de una ronda, en pasadas lentas: 1 + β·nodos + niveles·c, con β = %1 y c = %2. Pon los candidatos por nivel (0 termina el árbol) y gana a la mejor cadena con el mismo número de nodos o menos.</translation>
        </message>
        <message>
            <source>◀ Previous goal</source>
            <translation>◀ Reto anterior</translation>
        </message>
        <message>
            <source>Next goal ▶</source>
            <translation>Reto siguiente ▶</translation>
        </message>
        <message>
            <source>It does not exist</source>
            <translation>No existe</translation>
        </message>
        <message>
            <source>level %1:</source>
            <translation>nivel %1:</translation>
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
            <source>(slower)</source>
            <translation>(más lento)</translation>
        </message>
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
            <translation>k = %1, c = %2: pon el α de equilibrio, donde el borrador ni gana ni pierde.</translation>
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
            <source>Each round gives %1 tokens on average; its time, in slow passes, is k·c + 1 = %2, so the speed-up is %1 / %2 = %3×.</source>
            <translation>Cada ronda da %1 tokens de media; su tiempo, en pasadas lentas, es k·c + 1 = %2, así que la aceleración es %1 / %2 = %3×.</translation>
        </message>
        <message>
            <source>The break-even α for k = %1 is %2: there α + α² + … + α^k equals k·c = %3, so the speed-up is 1×. Above it the draft wins; below it, it loses.</source>
            <translation>El α de equilibrio para k = %1 es %2: ahí α + α² + … + α^k vale k·c = %3, y la aceleración es 1×. Por encima el borrador gana; por debajo, pierde.</translation>
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
            <source>Your review cards will appear here once you finish the quiz (step 10): its questions, and questions with new numbers from the simulator, come back as cards. Until then you can practise.</source>
            <translation>Tus tarjetas de repaso aparecerán aquí cuando termines el cuestionario (pantalla 10): sus preguntas, y preguntas con números nuevos del simulador, vuelven como tarjetas. Mientras, puedes practicar.</translation>
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
            <source>How it works: each time you get a card right it comes back later than the time before: after 1 day, then 3, 7 and 21 days. Miss it and it comes back tomorrow and climbs from 1 day again. Only your first answer counts.</source>
            <translation>Cómo funciona: cada vez que aciertas una tarjeta, vuelve más tarde que la vez anterior: al cabo de 1 día, luego de 3, de 7 y de 21. Si la fallas, vuelve mañana y la cuenta empieza de nuevo. Solo cuenta tu primera respuesta.</translation>
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
            <source>Spaced review: no cards yet</source>
            <translation>Repaso espaciado: aún no tienes tarjetas programadas</translation>
        </message>
        <message>
            <source>Bring the ideas back before you forget them: a few cards, two to five minutes. The app's simulator works out each answer, and the card shows you the sum.</source>
            <translation>Recupera las ideas antes de olvidarlas: unas pocas tarjetas, de dos a cinco minutos. La app calcula cada respuesta con el simulador del laboratorio, y la tarjeta te enseña la cuenta.</translation>
        </message>
        <message>
            <source>Practise now</source>
            <translation>Practicar ahora</translation>
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
            <source>Which answer surprised you?</source>
            <translation>¿Qué respuesta te sorprendió?</translation>
        </message>
        <message>
            <source>“The big model skips the easy words.”</source>
            <translation>«El modelo grande se salta las palabras fáciles.»</translation>
        </message>
        <message>
            <source>“A bad draft makes the text worse.”</source>
            <translation>«Un mal borrador empeora el texto.»</translation>
        </message>
        <message>
            <source>“Speculation changes the answer.”</source>
            <translation>«Especular cambia la respuesta.»</translation>
        </message>
        <message>
            <source>“Verifying k tokens costs k passes.”</source>
            <translation>«Verificar k tokens cuesta k pasadas.»</translation>
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
            <source>Language of the interface.</source>
            <translation>Idioma de la interfaz.</translation>
        </message>
        <message>
            <source>→, Page Down</source>
            <translation>→, Av Pág</translation>
        </message>
        <message>
            <source>←, Page Up</source>
            <translation>←, Re Pág</translation>
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
            <source>Teacher’s guide: speculative decoding with SpecLab</source>
            <translation>Guía docente: la decodificación especulativa con SpecLab</translation>
        </message>
        <message>
            <source>Windows 10 and 11</source>
            <translation>Windows 10 y 11</translation>
        </message>
        <message>
            <source>Run speclab-0.1.0-windows-x64-setup.exe (for every user: administrator rights; or “only for me”).</source>
            <translation>Ejecuta speclab-0.1.0-windows-x64-setup.exe (para todos los usuarios hacen falta permisos de administrador; si no, elige «solo para mí»).</translation>
        </message>
        <message>
            <source>Start menu → SpecLab folder → SpecLab.</source>
            <translation>Menú Inicio → carpeta SpecLab → SpecLab.</translation>
        </message>
        <message>
            <source>Linux (Debian, Ubuntu, Mint)</source>
            <translation>Linux (Debian, Ubuntu, Mint)</translation>
        </message>
        <message>
            <source>sudo apt install ./speclab_0.1.0_amd64.deb. Without administrator rights, unpack speclab-0.1.0-linux-x86_64.tar.gz (it runs from its folder, even from a USB stick).</source>
            <translation>sudo apt install ./speclab_0.1.0_amd64.deb. Sin permisos de administrador, descomprime speclab-0.1.0-linux-x86_64.tar.gz (funciona desde su carpeta, incluso desde un USB).</translation>
        </message>
        <message>
            <source>Applications menu → Education → SpecLab. Portable folder: run speclab-0.1.0/speclab.</source>
            <translation>Menú de aplicaciones → Educación → SpecLab. Carpeta portátil: ejecuta speclab-0.1.0/speclab.</translation>
        </message>
        <message>
            <source>macOS 11 and later</source>
            <translation>macOS 11 o posterior</translation>
        </message>
        <message>
            <source>Students sit in pairs, log in and open SpecLab (see “Before the class”). Hand out one worksheet per pair. You open SpecLab on the projector at the first screen.</source>
            <translation>Los estudiantes se sientan por parejas, inician sesión y abren SpecLab (mira «Antes de la clase»). Reparte una hoja de trabajo por pareja. Tú abres SpecLab en el proyector, en la primera pantalla.</translation>
        </message>
        <message>
            <source>You, at the front: press “%1” and let the big model write the sentence, one slow pass per token.</source>
            <translation>Tú, delante: pulsa «%1» y deja que el modelo grande escriba la frase, una pasada lenta por token.</translation>
        </message>
        <message>
            <source>Why does a chatbot write one word at a time? Let them vote: A) to look human; B) each word needs the words before it, so each one is a new slow pass of the big model; C) the network is slow. Expected: B. Students say “word”; the app says “token” (a word or a piece of a word): accept both.</source>
            <translation>¿Por qué un chatbot escribe palabra a palabra? Que voten: A) para parecer humano; B) cada palabra necesita las anteriores, así que cada una es una nueva pasada lenta del modelo grande; C) la red es lenta. Respuesta: B. Los estudiantes dicen «palabra» y la app dice «token» (una palabra o un trozo de palabra): acepta las dos.</translation>
        </message>
        <message>
            <source>You: press “%1”. Top lane: writing, one slow pass per token. Bottom lane: the draft's small steps, then one slow pass (V) verifies them all. Drag “%2” to change how many tokens are proposed.</source>
            <translation>Tú: pulsa «%1». Carril de arriba: escribir, una pasada lenta por token. Carril de abajo: los pasos pequeños del borrador y luego una sola pasada lenta (V) que los verifica todos. Arrastra «%2» para cambiar cuántos tokens se proponen.</translation>
        </message>
        <message>
            <source>Why can the big model check five tokens at once but not write five at once? Expected: the proposed tokens already exist, so every position is checked in the same pass; writing token 6 has to wait for token 5.</source>
            <translation>¿Por qué el modelo grande puede verificar cinco tokens a la vez pero no escribir cinco a la vez? Respuesta: los tokens propuestos ya existen, así que todas las posiciones se verifican en la misma pasada; para escribir el token 6 hay que esperar al 5.</translation>
        </message>
        <message>
            <source>You: click “%1” for one stage at a time (propose → verify → keep the prefix → one more), “%2” for a whole round, “%3” for new luck. Each row is a round: ✓ accepted, ✕ first rejected, + the big model's own token.</source>
            <translation>Tú: pulsa «%1» para avanzar una etapa cada vez (proponer → verificar → quedarse con el prefijo → uno más), «%2» para una ronda entera y «%3» para otra suerte. Cada fila es una ronda: ✓ aceptado, ✕ primer rechazado, + el propio token del modelo grande.</translation>
        </message>
        <message>
            <source>How many tokens does a round with one ✓ and then a ✕ add? Expected: 2, the ✓ and the big model's correction; everything after the ✕ is thrown away.</source>
            <translation>¿Cuántos tokens añade una ronda con un ✓ y luego un ✕? Respuesta: 2, el ✓ y la corrección del modelo grande; todo lo que va tras la ✕ se descarta.</translation>
        </message>
        <message>
            <source>Before you move it: with k = 4, how many tokens per slow pass at α = %1, and at α = %2? Write it down. Expected: %3 and %4 (%5 at the start): a higher α keeps longer prefixes.</source>
            <translation>Antes de moverlo: con k = 4, ¿cuántos tokens por pasada lenta con α = %1, y con α = %2? Que lo apunten. Respuesta: %3 y %4 (%5 al principio): con más α los prefijos aceptados son más largos.</translation>
        </message>
        <message>
            <source>You: drag “%1” down and press “%2”: most rounds leave a single token (bar 1 of the chart).</source>
            <translation>Tú: baja «%1» y pulsa «%2»: la mayoría de las rondas dejan un solo token (la barra 1 del gráfico).</translation>
        </message>
        <message>
            <source>Does a bad draft make the text worse? Expected: no. The text is the same the big model would write alone; a bad free draft only gains little time.</source>
            <translation>¿Un mal borrador empeora el texto? Respuesta: no. El texto es el mismo que escribiría el modelo grande solo; un mal borrador gratis solo gana poco tiempo.</translation>
        </message>
        <message>
            <source>Pairs, on their computer: click “%1” in the list on the left (under “%2”). The worksheet, tasks 1 to 3, about 3 minutes each: the prediction on paper first, then the sliders. Walk around; the answer key is page 3 of the worksheet PDF.</source>
            <translation>Parejas, en su ordenador: pulsan «%1» en la lista de la izquierda (en «%2»). La hoja de trabajo, tareas 1 a 3, unos 3 minutos cada una: primero la predicción en papel, luego los deslizadores. Pasea por la clase; las soluciones están en la página 3 del PDF de la hoja.</translation>
        </message>
        <message>
            <source>Where is the break-even α for k = 4 and c = %1? Expected: %2. The Lab shows it in its panel (“%3”) and as a red dashed line on the chart.</source>
            <translation>¿Dónde está el α de equilibrio para k = 4 y c = %1? Respuesta: %2. El laboratorio lo muestra en su panel («%3») y como una línea roja discontinua en el gráfico.</translation>
        </message>
        <message>
            <source>The big model writing a sentence alone: one slow pass per token, strictly one after another.</source>
            <translation>El modelo grande escribe solo una frase: una pasada lenta por token, estrictamente una tras otra.</translation>
        </message>
        <message>
            <source>“%1”, then watch the counter.</source>
            <translation>«%1», y luego mira el contador.</translation>
        </message>
        <message>
            <source>Two lanes side by side: writing k tokens (k slow passes) against proposing them and verifying the whole window (one slow pass).</source>
            <translation>Dos carriles: escribir k tokens (k pasadas lentas) frente a proponerlos y verificar la ventana entera (una pasada lenta).</translation>
        </message>
        <message>
            <source>“%1”; the “%2” slider.</source>
            <translation>«%1»; el deslizador «%2».</translation>
        </message>
        <message>
            <source>Rounds one under another, with ✓, ✕ and the big model's own token (+), and a counter of slow passes against the tokens written.</source>
            <translation>Rondas una debajo de otra, con ✓, ✕ y el propio token del modelo grande (+), y un contador de pasadas lentas frente a los tokens escritos.</translation>
        </message>
        <message>
            <source>“%1” (one stage), “%2” (one round), “%3”, “%4” (new luck).</source>
            <translation>«%1» (una etapa), «%2» (una ronda), «%3», «%4» (otra suerte).</translation>
        </message>
        <message>
            <source>The time for 100 tokens as a curve over α, your setting as a dot, and the panel with the tokens per slow pass, the slow passes and the speed-up. The draft is free here (c = 0).</source>
            <translation>El tiempo para 100 tokens como una curva según α, tu k y tu α como un punto, y el panel con los tokens por pasada lenta, las pasadas lentas y la aceleración. Aquí el borrador es gratis (c = 0).</translation>
        </message>
        <message>
            <source>The “%1” and “%2” sliders.</source>
            <translation>Los deslizadores «%1» y «%2».</translation>
        </message>
        <message>
            <source>A bad draft: how many tokens each round leaves (a bar chart) and how many proposals are thrown away.</source>
            <translation>Un mal borrador: cuántos tokens deja cada ronda (un gráfico de barras) y cuántas propuestas se descartan.</translation>
        </message>
        <message>
            <source>The “%1” slider; “%2”.</source>
            <translation>El deslizador «%1»; «%2».</translation>
        </message>
        <message>
            <source>Everything together, with a draft that costs time: sliders for k, α, c and N, the panel “%1” (speed-up, tokens per slow pass, slow passes, total time, break-even α, best window), the chart with the break-even α as a red dashed line, and one run round by round.</source>
            <translation>Todo junto, con un borrador que cuesta tiempo: deslizadores para k, α, c y N, el panel «%1» (aceleración, tokens por pasada lenta, pasadas lentas, tiempo total, α de equilibrio, mejor ventana), el gráfico con el α de equilibrio como línea roja discontinua, y una tirada ronda a ronda.</translation>
        </message>
        <message>
            <source>The four sliders; “%1” and “%2” for the rounds below the chart.</source>
            <translation>Los cuatro deslizadores; «%1» y «%2» para las rondas bajo el gráfico.</translation>
        </message>
        <message>
            <source>The key idea and %1 questions: each answer is explained at once, and the score counts only the first choice. Question 5 is answered by dragging an orange line on its own chart.</source>
            <translation>La idea clave y %1 preguntas: cada respuesta se explica al momento, y la puntuación solo cuenta la primera opción elegida. La pregunta 5 se responde arrastrando una línea naranja en su propio gráfico.</translation>
        </message>
        <message>
            <source>An option (A to D), then “%1”; the numbered buttons jump to a question.</source>
            <translation>Una opción (de la A a la D) y luego «%1»; los botones numerados saltan a una pregunta.</translation>
        </message>
        <message>
            <source>Review cards, from the day after the quiz is finished on this computer and user account.</source>
            <translation>Tarjetas de repaso, desde el día siguiente a terminar el cuestionario en este ordenador y esta cuenta de usuario.</translation>
        </message>
        <message>
            <source>Answer each card; it shows why.</source>
            <translation>Responde cada tarjeta; te explica el porqué.</translation>
        </message>
        <message>
            <source>Five goals, from easy to hard, each checked live with its numbers.</source>
            <translation>Cinco retos, de fácil a difícil, cada uno comprobado al momento con sus números.</translation>
        </message>
        <message>
            <source>The controls of each challenge.</source>
            <translation>Los controles de cada reto.</translation>
        </message>
        <message>
            <source>Not in this plan: why the guarantee under random sampling is the same distribution of texts.</source>
            <translation>No está en este plan: por qué, con muestreo al azar, la garantía es la misma distribución de textos.</translation>
        </message>
        <message>
            <source>For a second class or a curious pair.</source>
            <translation>Para una segunda clase o una pareja curiosa.</translation>
        </message>
        <message>
            <source>It verifies every token. The draft writes the easy ones ahead; the big model still checks each one in a slow pass (screens “%1” and “%2”, quiz question 1).</source>
            <translation>Verifica todos los tokens. El borrador escribe por adelantado los fáciles; el modelo grande verifica igualmente cada uno en una pasada lenta (pantallas «%1» y «%2», pregunta 1 del cuestionario).</translation>
        </message>
        <message>
            <source>The text is always the same text the big model would write alone; a bad draft only costs time (screen “%1”, quiz question 4).</source>
            <translation>El texto es siempre el mismo que escribiría el modelo grande solo; un mal borrador solo cuesta tiempo (pantalla «%1», pregunta 4 del cuestionario).</translation>
        </message>
        <message>
            <source>Every kept token is one the big model accepts, and each rejection is replaced by its own token. Under random sampling the promise is the same distribution of texts (the optional screen “%1”).</source>
            <translation>Cada token que queda es uno que el modelo grande acepta, y cada rechazo se sustituye por su propio token. Con muestreo al azar, lo que se promete es la misma distribución de textos (la pantalla opcional «%1»).</translation>
        </message>
        <message>
            <source>Verifying a whole window costs about one slow pass: the proposed tokens already exist, so every position is checked at the same time (screen “%1”).</source>
            <translation>Verificar una ventana entera cuesta más o menos una pasada lenta: los tokens propuestos ya existen, así que todas las posiciones se verifican a la vez (pantalla «%1»).</translation>
        </message>
        <message>
            <source>“Why throw away the tokens after the first rejection, if they were fine?”</source>
            <translation>«¿Por qué descartar los tokens que van tras el primer rechazo, si estaban bien?»</translation>
        </message>
        <message>
            <source>They were proposed as the continuation of a token the big model did not keep. After its correction the text is different, so they continue a text that no longer exists (screen “%1”).</source>
            <translation>Se propusieron como continuación de un token que el modelo grande no aceptó. Tras su corrección el texto es otro, así que continúan un texto que ya no existe (pantalla «%1»).</translation>
        </message>
        <message>
            <source>“The small model writes the answer.”</source>
            <translation>«El modelo pequeño escribe la respuesta.»</translation>
        </message>
        <message>
            <source>It only proposes. Nothing enters the text without the big model's verification, and every round ends with a token of the big model's own (quiz question 4).</source>
            <translation>Solo propone. Nada entra en el texto sin que el modelo grande lo verifique, y cada ronda termina con un token propio del modelo grande (pregunta 4 del cuestionario).</translation>
        </message>
        <message>
            <source>“A bigger k is always better.”</source>
            <translation>«Una k mayor siempre es mejor.»</translation>
        </message>
        <message>
            <source>Only for a free draft with a high α. Proposal number i is kept only if all before it are, so long windows rarely fill, and a costly draft pays c for each proposal: with α = %1 and c = %2, k = 1 gives %3× and k = 4 gives %4× (the Lab's “%5”).</source>
            <translation>Solo con un borrador gratis y α alta. La propuesta número i solo queda si quedan todas las anteriores, así que las ventanas largas rara vez se llenan, y un borrador que cuesta tiempo paga c por cada propuesta: con α = %1 y c = %2, k = 1 da %3× y k = 4 da %4× (la «%5» del laboratorio).</translation>
        </message>
        <message>
            <source>Print every screen's name and title, then exit (the names are in the table below).</source>
            <translation>Escribe el nombre y el título de cada pantalla y termina (los nombres están en la tabla de abajo).</translation>
        </message>
        <message>
            <source>Show only these screens, for a class.</source>
            <translation>Muestra solo estas pantallas, para una clase.</translation>
        </message>
        <message>
            <source>Start values of the Lab (the answer key gives each task as a command).</source>
            <translation>Valores iniciales del laboratorio (las soluciones dan cada tarea como una orden).</translation>
        </message>
        <message>
            <source>Next screen (a presenter's clicker works), unless a slider has the focus.</source>
            <translation>Pantalla siguiente (sirve un mando de presentaciones), salvo si un deslizador tiene el foco.</translation>
        </message>
        <message>
            <source>Previous screen, unless a slider has the focus.</source>
            <translation>Pantalla anterior, salvo si un deslizador tiene el foco.</translation>
        </message>
        <message>
            <source>Arrows on a slider</source>
            <translation>Flechas en un deslizador</translation>
        </message>
        <message>
            <source>Click a slider first: then ← and → move it by one step (k by 1; α and c by 0.01) and the arrows no longer change the screen. Its value is written at its right.</source>
            <translation>Primero haz clic en el deslizador: entonces ← y → lo mueven de poco en poco (k de 1 en 1; α y c de 0,01 en 0,01) y las flechas ya no cambian de pantalla. Su valor está escrito a su derecha.</translation>
        </message>
        <message>
            <source>Move between controls.</source>
            <translation>Pasa de un control a otro.</translation>
        </message>
        <message>
            <source>A 50-minute lesson for students from 15 years on, one computer per pair. Nothing needs the internet, and nothing needs more than these pages.</source>
            <translation>Una clase de 50 minutos para estudiantes a partir de 15 años, con un ordenador por pareja. Nada necesita internet, y basta con estas páginas.</translation>
        </message>
        <message>
            <source>Before the class</source>
            <translation>Antes de la clase</translation>
        </message>
        <message>
            <source>1. Install SpecLab on every computer, and open it once to check that it starts. It needs no internet and nothing else to download; the installer fits on a USB stick.</source>
            <translation>1. Instala SpecLab en cada ordenador y ábrelo una vez para comprobar que arranca. No necesita internet ni descargar nada más; el instalador cabe en un USB.</translation>
        </message>
        <message>
            <source>System</source>
            <translation>Sistema</translation>
        </message>
        <message>
            <source>Install</source>
            <translation>Instalar</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Abrir</translation>
        </message>
        <message>
            <source>2. Equipment: one computer per pair (the worksheet has two name lines), and yours on the projector. Pairs use their computer from minute %1 of the lesson plan below on (“%2”, then “%3”).</source>
            <translation>2. Equipo: un ordenador por pareja (la hoja tiene dos líneas para nombres) y el tuyo en el proyector. Las parejas usan su ordenador a partir del minuto %1 del plan de la clase, más abajo («%2», luego «%3»).</translation>
        </message>
        <message>
            <source>3. Print the worksheet: %1 → “Save the worksheet with its answer key (PDF)…”, then print only pages 1–2, one copy per pair. Page 3 is the answer key: keep it for yourself.</source>
            <translation>3. Imprime la hoja de trabajo: %1 → «Guardar la hoja de trabajo con sus soluciones (PDF)…», y luego imprime solo las páginas 1–2, una copia por pareja. La página 3 son las soluciones: guárdalas para ti.</translation>
        </message>
        <message>
            <source>4. On the projector, turn on %1 → “%2” (Ctrl+Shift+P), and check the text is readable from the back row (%1 → text size).</source>
            <translation>4. En el proyector, activa %1 → «%2» (Ctrl+Shift+P) y comprueba que el texto se lee desde la última fila (%1 → tamaño del texto).</translation>
        </message>
        <message>
            <source>5. SpecLab sends nothing and collects no results: you will not see the students' answers, so the plan uses a show of hands.</source>
            <translation>5. SpecLab no envía nada ni recoge resultados: no verás las respuestas de los estudiantes, así que el plan usa manos levantadas.</translation>
        </message>
        <message>
            <source>6. Each user account keeps its own progress (review cards, challenges). If the whole class shares one account, choose %1 → “%2” at the end, so the next group starts clean.</source>
            <translation>6. Cada cuenta de usuario guarda su propio progreso (tarjetas de repaso, retos). Si toda la clase comparte una cuenta, elige %1 → «%2» al final, para que el siguiente grupo empiece de cero.</translation>
        </message>
        <message>
            <source>does the same when the app starts (the options for a class are at the end).</source>
            <translation>hace lo mismo al abrir la app (las opciones para una clase están al final).</translation>
        </message>
        <message>
            <source>What you need to know</source>
            <translation>Lo que necesitas saber</translation>
        </message>
        <message>
            <source>token</source>
            <translation>token</translation>
        </message>
        <message>
            <source>slow pass</source>
            <translation>pasada lenta</translation>
        </message>
        <message>
            <source>One run of the big model. Writing alone costs one slow pass per token: it is the unit of time on every chart except the real-models lab's, which measures milliseconds.</source>
            <translation>Una ejecución del modelo grande. Escribir solo cuesta una pasada lenta por token: es la unidad de tiempo de todos los gráficos, salvo los del laboratorio de modelos reales, que miden milisegundos.</translation>
        </message>
        <message>
            <source>round</source>
            <translation>ronda</translation>
        </message>
        <message>
            <source>The draft proposes k tokens, one slow pass verifies them all, and the big model keeps the accepted prefix (✓ up to the first ✕) plus one token of its own: the extra token if all k were accepted, otherwise the correction of the first ✕.</source>
            <translation>El borrador propone k tokens, una pasada lenta los verifica todos, y el modelo grande se queda con el prefijo aceptado (✓ hasta la primera ✕) más un token propio: el token extra si aceptó los k, o la corrección de la primera ✕.</translation>
        </message>
        <message>
            <source>acceptance rate α</source>
            <translation>tasa de aceptación α</translation>
        </message>
        <message>
            <source>window k</source>
            <translation>ventana k</translation>
        </message>
        <message>
            <source>How many tokens the draft proposes in each round.</source>
            <translation>Cuántos tokens propone el borrador en cada ronda.</translation>
        </message>
        <message>
            <source>draft cost c</source>
            <translation>coste del borrador c</translation>
        </message>
        <message>
            <source>The time of one draft step, in slow passes. c = 0 is a free draft.</source>
            <translation>Lo que cuesta un paso del borrador, en pasadas lentas. c = 0 es un borrador gratis.</translation>
        </message>
        <message>
            <source>break-even α</source>
            <translation>α de equilibrio</translation>
        </message>
        <message>
            <source>For a given k and c, the α at which the speed-up is exactly 1×; below it the draft makes writing slower. With c = 0 there is none: a free draft never loses.</source>
            <translation>Para una k y una c dadas, el valor de α con el que la aceleración vale justo 1×; por debajo, el borrador hace más lenta la escritura. Con c = 0 no existe: un borrador gratis nunca pierde.</translation>
        </message>
        <message>
            <source>The formulas</source>
            <translation>Las fórmulas</translation>
        </message>
        <message>
            <source>Tokens per slow pass, expected: E = 1 + α + α² + … + α^k = (1 − α^(k+1)) / (1 − α).</source>
            <translation>Tokens por pasada lenta, esperados: E = 1 + α + α² + … + α^k = (1 − α^(k+1)) / (1 − α).</translation>
        </message>
        <message>
            <source>Time of one round, in slow passes: 1 + k·c. Speed-up = E ÷ (1 + k·c).</source>
            <translation>Tiempo de una ronda, en pasadas lentas: 1 + k·c. Aceleración = E ÷ (1 + k·c).</translation>
        </message>
        <message>
            <source>Why %1? With α = 0.8 and k = 4: E = 1 + 0.8 + 0.64 + 0.51 + 0.41 = %1 tokens per slow pass.</source>
            <translation>¿Por qué %1? Con α = 0,8 y k = 4: E = 1 + 0,8 + 0,64 + 0,51 + 0,41 = %1 tokens por pasada lenta.</translation>
        </message>
        <message>
            <source>Why %1? With α = %2, k = 4 and c = %3: E = %4, each round costs 1 + 4 × %3 = %5 slow passes, so the speed-up is %4 ÷ %5 = %6×. The break-even α = %1 is the α at which E reaches %5.</source>
            <translation>¿Por qué %1? Con α = %2, k = 4 y c = %3: E = %4, el tiempo de cada ronda, en pasadas lentas, es 1 + 4 × %3 = %5, así que la aceleración es %4 ÷ %5 = %6×. El α de equilibrio (para k = 4 y c = %3), %1, es el valor de α con el que E llega a %5.</translation>
        </message>
        <message>
            <source>The screens count a text of exactly 100 tokens, so they show a few more slow passes than 100 ÷ E: the last round can run past token 100, and its extra tokens do not count. For α = %1 and k = 4: %2 slow passes, not 100 ÷ %3 = %4, and a speed-up of 100 ÷ %2 = %5×.</source>
            <translation>Las pantallas cuentan un texto de exactamente 100 tokens, así que muestran algunas pasadas lentas más que 100 ÷ E: la última ronda puede pasarse del token 100, y lo que sobra no cuenta. Con α = %1 y k = 4: %2 pasadas lentas, no 100 ÷ %3 = %4, y una aceleración de 100 ÷ %2 = %5×.</translation>
        </message>
        <message>
            <source>The promise is the same text the big model would write alone. On the lesson's screens the big model always takes its most likely token, and then it is literally the same text. With random sampling the promise is the same distribution: like the big model alone, another run may write another text. (The real models lab shows identical texts because both of its runs share the same random numbers.)</source>
            <translation>Lo que se promete es el mismo texto que escribiría el modelo grande solo. En las pantallas de la lección el modelo grande toma siempre su token más probable, y entonces es literalmente el mismo texto. Con muestreo al azar, lo que se promete es la misma distribución: como con el modelo grande solo, otra tirada puede escribir otro texto. (El laboratorio de modelos reales muestra textos idénticos porque sus dos ejecuciones comparten los mismos números al azar.)</translation>
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
            <translation>Predecir la aceleración a partir de α, k y c, y encontrar el α de equilibrio.</translation>
        </message>
        <message>
            <source>Lesson plan (50 minutes)</source>
            <translation>Plan de clase (50 minutos)</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>Inicio</translation>
        </message>
        <message>
            <source>Who does what</source>
            <translation>Quién hace qué</translation>
        </message>
        <message>
            <source>Question to ask, and the answer to expect</source>
            <translation>Pregunta para la clase y respuesta esperada</translation>
        </message>
        <message>
            <source>The rows follow the app's own order, the order of the list on the left. End with “After the class”, below.</source>
            <translation>Las filas siguen el orden de la propia app, el de la lista de la izquierda. Termina con «Después de la clase», más abajo.</translation>
        </message>
        <message>
            <source>Screen by screen</source>
            <translation>Pantalla por pantalla</translation>
        </message>
        <message>
            <source>On every screen: the list on the left jumps to any screen; “◀ Back” and “Next ▶” at the top step through the lesson; “%1” puts the screen's values back; “%2” holds projector mode, text size, language, the PDFs and “%3”.</source>
            <translation>En todas las pantallas: la lista de la izquierda salta a cualquier pantalla; «◀ Atrás» y «Siguiente ▶», arriba, recorren la lección; «%1» devuelve los valores de la pantalla a su inicio; «%2» tiene el modo proyector, el tamaño del texto, el idioma, los PDF y «%3».</translation>
        </message>
        <message>
            <source>What it shows</source>
            <translation>Qué muestra</translation>
        </message>
        <message>
            <source>What to click</source>
            <translation>Dónde pulsar</translation>
        </message>
        <message>
            <source>Review (“%1”, under “%2” in the list): from the day after a pair finishes the quiz, SpecLab brings its questions back as short cards, some with new numbers, after 1, 3, 7 and 21 days; a session takes two to five minutes. The cards stay on the computer and user account where the quiz was done: use them at the start of the next class on the same computers. Nothing is scheduled in kiosk mode.</source>
            <translation>Repaso («%1», en «%2» en la lista): desde el día siguiente a terminar el cuestionario, SpecLab vuelve a traer sus preguntas como tarjetas cortas, algunas con números nuevos, al cabo de 1, 3, 7 y 21 días; una sesión dura de dos a cinco minutos. Las tarjetas se quedan en el ordenador y la cuenta de usuario donde se hizo el cuestionario: úsalas al principio de la clase siguiente en los mismos ordenadores. En modo quiosco no se programa nada.</translation>
        </message>
        <message>
            <source>Final challenge (“%1”, under “%2”): five goals, from easy to hard, each checked by the app with its numbers. It is homework only for students who have SpecLab at home (the same installers, copied from your USB stick, work offline); otherwise use it in the next class.</source>
            <translation>Reto final («%1», en «%2»): cinco retos, de fácil a difícil, que la app comprueba con sus números. Sirve como deberes solo para quien tenga SpecLab en casa (los mismos instaladores, copiados de tu USB, funcionan sin internet); si no, úsalo en la clase siguiente.</translation>
        </message>
        <message>
            <source>Achievement card: %1 → “%2” saves an image with the quiz result and the challenges reached.</source>
            <translation>Tarjeta de logro: %1 → «%2» guarda una imagen con el resultado del cuestionario y los retos superados.</translation>
        </message>
        <message>
            <source>How to answer it</source>
            <translation>Cómo responder</translation>
        </message>
        <message>
            <source>The chart is on the quiz screen itself, for a free draft (c = 0): there, about 2 tokens per slow pass halve the slow passes. Answers from %1 to %2 count as right; at the edges, α = %4 gives %3 tokens per slow pass, just under 2.</source>
            <translation>La gráfica está en la propia pantalla del cuestionario, para un borrador gratis (c = 0): allí, unos 2 tokens por pasada lenta reducen las pasadas lentas a la mitad. Cuentan como acierto las respuestas de %1 a %2; en el borde, α = %4 da %3 tokens por pasada lenta, algo menos de 2.</translation>
        </message>
        <message>
            <source>Optional: the Start menu entries are enough for this plan. To pass options: Linux, speclab OPTIONS in a terminal (portable folder: ./speclab-0.1.0/speclab OPTIONS); macOS, open -a SpecLab --args OPTIONS; Windows, right-click the SpecLab shortcut → Properties, and add the options at the end of “Target”.</source>
            <translation>Opcional: para este plan bastan las entradas del menú. Para pasar opciones: en Linux, speclab OPCIONES en una terminal (carpeta portátil: ./speclab-0.1.0/speclab OPCIONES); en macOS, open -a SpecLab --args OPCIONES; en Windows, clic derecho en el acceso directo de SpecLab → Propiedades, y añade las opciones al final de «Destino».</translation>
        </message>
        <message>
            <source>Example, typed on one line:</source>
            <translation>Ejemplo, escrito en una sola línea:</translation>
        </message>
        <message>
            <source>Screen names for --screens and --screen</source>
            <translation>Nombres de pantalla para --screens y --screen</translation>
        </message>
        <message>
            <source>Predict: a draft that proposes k = %3 tokens per round, each of its steps taking %1 times as long as a slow pass (c = %1), and accepted only 3 times in 10 (α = %2). Faster or slower than no draft?</source>
            <translation>Predice: un borrador que propone k = %3 tokens por ronda, cada paso suyo tarda %1 veces lo que una pasada lenta (c = %1) y solo queda aceptado 3 veces de cada 10 (α = %2). ¿Más rápido o más lento que sin borrador?</translation>
        </message>
        <message>
            <source>The time of each round, in slow passes, is 1 + %1 × %2 = %3, but it gives only %4 tokens: %4 ÷ %3 ≈ %5×, slower. %6 Total time: %7 × %3 = %8 (the Lab multiplies before rounding). Below α = %9 this draft does not pay for itself.</source>
            <translation>El tiempo de cada ronda, en pasadas lentas, es 1 + %1 × %2 = %3, pero solo da %4 tokens: %4 ÷ %3 ≈ %5×, más lento. %6 Tiempo total: %7 × %3 = %8 (el laboratorio multiplica antes de redondear). Por debajo de α = %9 este borrador no compensa.</translation>
        </message>
        <message>
            <source>Open SpecLab and click “%1” in the list on the left (under “%2”). For each task: write your prediction first, then set the values, read the numbers in the panel “%3” (the tokens per round are behind “%4”), and explain them in one sentence.</source>
            <translation>Abre SpecLab y pulsa «%1» en la lista de la izquierda (en «%2»). En cada tarea: primero escribe tu predicción, luego pon los valores, lee los números del panel «%3» (los tokens por ronda están tras «%4») y explícalos en una frase.</translation>
        </message>
        <message>
            <source>Minutes</source>
            <translation>Minutos</translation>
        </message>
        <message>
            <source>Pairs, on their computer: click “%1” in the list on the left (under “%2”) and answer the %3 questions, about 5 minutes (“%4” moves on). Then 4 minutes together: read each question aloud, ask for a show of hands of who got it right at the first try (the app collects no results), and discuss the one with the fewest hands.</source>
            <translation>Parejas, en su ordenador: pulsan «%1» en la lista de la izquierda (en «%2») y responden las %3 preguntas, unos 5 minutos («%4» pasa a la siguiente). Luego 4 minutos todos juntos: lee cada pregunta en voz alta, pide que levanten la mano quienes la tuvieron bien a la primera (la app no recoge resultados) y comentad la que tenga menos manos.</translation>
        </message>
        <message>
            <source>The chance that the big model accepts one proposed token (%1 means 3 times in 10).</source>
            <translation>La probabilidad de que el modelo grande acepte un token propuesto (%1 es 3 veces de cada 10).</translation>
        </message>
        <message>
            <source>Screen</source>
            <translation>Pantalla</translation>
        </message>
        <message>
            <source>After the class</source>
            <translation>Después de la clase</translation>
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
            <source>Quiz answers</source>
            <translation>Respuestas del cuestionario</translation>
        </message>
        <message>
            <source>The app keeps the options in this order, A to D as on the screen (it does not shuffle them). For each question: the right answer and why, then why each other option is wrong.</source>
            <translation>La app mantiene las opciones en este orden, de la A a la D como en la pantalla (no las baraja). En cada pregunta: la respuesta buena y por qué, y luego por qué falla cada una de las demás.</translation>
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
            <source>For the teacher: “the text does not change” holds for the exact verification the app teaches. Medusa adds several heads; EAGLE adds one small draft head. Some published variants accept tokens that are only close enough, and then the text can change.</source>
            <translation>Para el docente: «el texto no cambia» vale para la verificación exacta que enseña la app. Medusa añade varias cabezas; EAGLE añade una sola cabeza de borrador pequeña. Algunas variantes publicadas aceptan tokens que solo se parecen lo bastante, y entonces el texto sí puede cambiar.</translation>
        </message>
        <message>
            <source>Command-line options for a class</source>
            <translation>Opciones de la línea de órdenes para una clase</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Atajos de teclado</translation>
        </message>
        <message>
            <source>You move the sliders at the front; students watch (they use the same panel in the Lab later). Start at k = 4, α = %1 (if the screen shows other values, press “%6”). Drag “%2” to %3, then to %4, and read “%5” in the panel at the bottom right.</source>
            <translation>Tú mueves los deslizadores delante y los estudiantes miran (luego usarán el mismo panel en el laboratorio). Empieza con k = 4 y α = %1 (si la pantalla muestra otros valores, pulsa «%6»). Arrastra «%2» hasta %3, luego hasta %4, y lee «%5» en el panel de abajo a la derecha.</translation>
        </message>
        <message>
            <source>Open speclab-0.1.0-macos-arm64.dmg (Macs with an Apple M chip) or …-macos-x86_64.dmg (older Macs, Intel) and drag SpecLab onto Applications.</source>
            <translation>Abre speclab-0.1.0-macos-arm64.dmg (Mac con chip M de Apple) o …-macos-x86_64.dmg (Mac más antiguos, con Intel) y arrastra SpecLab a Aplicaciones.</translation>
        </message>
        <message>
            <source>Applications → SpecLab. The first time (the app is not notarized by Apple): right-click it and choose Open; on macOS 15 and later, open it once, then System Settings → Privacy &amp; Security → Open Anyway.</source>
            <translation>Aplicaciones → SpecLab. La primera vez (Apple no ha certificado la app): clic derecho y «Abrir»; en macOS 15 o posterior, ábrela una vez y luego Ajustes del Sistema → Privacidad y seguridad → «Abrir igualmente».</translation>
        </message>
        <message>
            <source>High-contrast palette, larger text and thick lines for a projector; the labs show their numbers and keep their sums one press away, behind “Why…?” (the same as ⚙ Menu → “Projector mode (high contrast)”).</source>
            <translation>Paleta de alto contraste, texto más grande y líneas gruesas para un proyector; los laboratorios muestran sus números y dejan las cuentas a un clic, tras «¿Por qué…?» (lo mismo que ⚙ Menú → «Modo proyector (alto contraste)»).</translation>
        </message>
        <message>
            <source>The unit of text a model writes with, one at a time when it writes alone: a word or a piece of a word. On the lesson's screens one word is one token; in the real models lab a token is one character.</source>
            <translation>La unidad de texto con la que el modelo escribe, de una en una cuando escribe solo: una palabra o un trozo de palabra. En las pantallas de la lección, una palabra es un token; en el laboratorio de modelos reales, un token es un carácter.</translation>
        </message>
        <message>
            <source>Explain why writing is one slow pass per token, and why verifying a whole window costs about one.</source>
            <translation>Explicar por qué escribir cuesta una pasada lenta por token, y por qué verificar una ventana entera cuesta más o menos una.</translation>
        </message>
        <message>
            <source>Explain why the result is the same text the big model would write alone.</source>
            <translation>Explicar por qué el resultado es el mismo texto que escribiría el modelo grande solo.</translation>
        </message>
        <message>
            <source>Set the Lab to k = %1, α = %2, c = %3 (and N = 100 tokens, as it opens).</source>
            <translation>Pon el laboratorio en k = %1, α = %2, c = %3 (y N = 100 tokens, como se abre).</translation>
        </message>
        <message>
            <source>The Lab shows %1 slow passes, a little more than 100 ÷ %2 = %3: the last round can run past token 100, and its extra tokens do not count.</source>
            <translation>El laboratorio muestra %1 pasadas lentas, algo más que 100 ÷ %2 = %3: la última ronda puede pasarse del token 100, y lo que sobra no cuenta.</translation>
        </message>
        <message>
            <source>Predict: a free draft proposes %1 tokens per round, and the big model accepts each one 7 times in 10 (α = %2). How many slow passes will 100 tokens need: about 100, 70 or 40?</source>
            <translation>Predice: un borrador gratis propone %1 tokens por ronda, y el modelo grande acepta cada uno 7 veces de cada 10 (α = %2). ¿Cuántas pasadas lentas necesitarán 100 tokens: unas 100, 70 o 40?</translation>
        </message>
        <message>
            <source>Each slow pass keeps the accepted prefix plus one token of its own: %1 = %2 tokens on average, so about 40 slow passes instead of 100. %3 Speed-up: 100 ÷ %4 = %5×.</source>
            <translation>Cada pasada lenta deja el prefijo aceptado más un token propio: %1 = %2 tokens de media, así que unas 40 pasadas lentas en vez de 100. %3 Aceleración: 100 ÷ %4 = %5×.</translation>
        </message>
        <message>
            <source>Predict: a free draft that is always rejected (α = 0). Faster, just as fast, or slower than no draft?</source>
            <translation>Predice: un borrador gratis que siempre queda rechazado (α = 0). ¿Más rápido, igual de rápido o más lento que sin borrador?</translation>
        </message>
        <message>
            <source>Every round still writes one token, the big model's correction, and the draft costs nothing: exactly as fast as without it, never slower.</source>
            <translation>Cada ronda sigue escribiendo un token, la corrección del modelo grande, y el borrador no cuesta nada: exactamente igual de rápido que sin él, nunca más lento.</translation>
        </message>
        <message>
            <source>%1× (slower)</source>
            <translation>%1× (más lento)</translation>
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
            <source>Speed-up</source>
            <translation>Aceleración</translation>
        </message>
        <message>
            <source>Break-even α (for k = %1 and c = %2)</source>
            <translation>α de equilibrio (para k = %1 y c = %2)</translation>
        </message>
        <message>
            <source>Worksheet: predict, operate, prove</source>
            <translation>Hoja de trabajo: predice, opera, demuestra</translation>
        </message>
        <message>
            <source>Names (pair): %1 and %2 Date: %3</source>
            <translation>Nombres (pareja): %1 y %2 Fecha: %3</translation>
        </message>
        <message>
            <source>Task %1</source>
            <translation>Tarea %1</translation>
        </message>
        <message>
            <source>Write what you read:</source>
            <translation>Apunta lo que lees:</translation>
        </message>
        <message>
            <source>Explain in one sentence why:</source>
            <translation>Explica en una frase por qué:</translation>
        </message>
        <message>
            <source>Tip: click a slider, then use the ← and → keys to reach an exact value: each press moves k by 1, and α or c by 0.01. The value is written at the slider's right.</source>
            <translation>Truco: haz clic en un deslizador y usa las teclas ← y → para llegar a un valor exacto: cada pulsación mueve k de 1 en 1, y α o c de 0,01 en 0,01. El valor está escrito a la derecha del deslizador.</translation>
        </message>
        <message>
            <source>To finish: when does a draft make writing faster, and when can it make it slower? Use α and c in your answer.</source>
            <translation>Para terminar: ¿cuándo hace un borrador más rápida la escritura, y cuándo puede hacerla más lenta? Usa α y c en tu respuesta.</translation>
        </message>
        <message>
            <source>Conclusion</source>
            <translation>Conclusión</translation>
        </message>
        <message>
            <source>Answer key (for the teacher; do not hand it out)</source>
            <translation>Soluciones (para el docente; no las repartas)</translation>
        </message>
        <message>
            <source>Print pages 1–2 for the class, not this page. These are expected values, the ones the Lab shows: no single random run is quoted, so every computer shows the same numbers. Each task is also a command line.</source>
            <translation>Para la clase imprime las páginas 1–2, no esta. Son valores esperados, los que muestra el laboratorio: no se cita ninguna tirada, así que todos los ordenadores muestran los mismos números. Cada tarea es también una orden.</translation>
        </message>
        <message>
            <source>Conclusion, expected: a free draft (c = 0) is never slower, and it is faster the higher α is; a draft that costs time is slower when α is below its break-even α, which depends on k and c.</source>
            <translation>Conclusión esperada: un borrador gratis (c = 0) nunca es más lento, y es más rápido cuanto mayor es α; un borrador que cuesta tiempo es más lento cuando α está por debajo de su α de equilibrio, que depende de k y de c.</translation>
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
