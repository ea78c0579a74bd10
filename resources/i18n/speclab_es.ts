<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
    <context>
        <name>ChartLegend</name>
        <message>
            <source>Legend</source>
            <translation>Leyenda</translation>
        </message>
    </context>
    <context>
        <name>Contents</name>
        <message>
            <source>☰
Contents</source>
            <translation>☰
Índice</translation>
        </message>
        <message>
            <source>Show the table of contents</source>
            <translation>Mostrar el índice</translation>
        </message>
        <message>
            <source>◀ Hide contents</source>
            <translation>◀ Ocultar índice</translation>
        </message>
        <message>
            <source>Hide the table of contents</source>
            <translation>Ocultar el índice</translation>
        </message>
    </context>
    <context>
        <name>CrashDialog</name>
        <message>
            <source>SpecLab — unexpected error</source>
            <translation>SpecLab — error inesperado</translation>
        </message>
        <message>
            <source>Something went wrong</source>
            <translation>Algo ha salido mal</translation>
        </message>
        <message>
            <source>SpecLab hit an unexpected error, but it is still running and you can carry on. If it happens again, copy the details and send them to whoever looks after this computer.</source>
            <translation>SpecLab ha tenido un error inesperado, pero sigue funcionando y puedes continuar. Si vuelve a pasar, copia los detalles y envíaselos a quien se ocupe de este ordenador.</translation>
        </message>
        <message>
            <source>The details were also saved in %1</source>
            <translation>Los detalles también se guardaron en %1</translation>
        </message>
        <message>
            <source>Copy details</source>
            <translation>Copiar detalles</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>Continuar</translation>
        </message>
        <message>
            <source>It happened again (%n time(s) in total).</source>
            <translation>Ha vuelto a pasar (%n veces en total).</translation>
        </message>
        <message>
            <source>Details copied.</source>
            <translation>Detalles copiados.</translation>
        </message>
    </context>
    <context>
        <name>LabScreen</name>
        <message>
            <source>The draft proposes k tokens (k = 0: no draft); one slow pass verifies them all and keeps the accepted prefix plus one token of its own.</source>
            <translation>El borrador propone k tokens (k = 0: sin borrador); una pasada lenta los verifica todos y se queda con el prefijo aceptado más un token suyo.</translation>
        </message>
        <message>
            <source>One run, round by round</source>
            <translation>Una tirada, ronda a ronda</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>SpecLab — speculative decoding</source>
            <translation>SpecLab — decodificación especulativa</translation>
        </message>
        <message>
            <source>◀ Back</source>
            <translation>◀ Atrás</translation>
        </message>
        <message>
            <source>Previous screen (Left arrow or Page Up)</source>
            <translation>Pantalla anterior (flecha izquierda o Re Pág)</translation>
        </message>
        <message>
            <source>%1
%2 of %3</source>
            <translation>%1
%2 de %3</translation>
        </message>
        <message>
            <source>Screen
%1 of %2</source>
            <translation>Pantalla
%1 de %2</translation>
        </message>
        <message>
            <source>Next ▶</source>
            <translation>Siguiente ▶</translation>
        </message>
        <message>
            <source>⚙ Menu</source>
            <translation>⚙ Menú</translation>
        </message>
        <message>
            <source>Next screen (Right arrow or Page Down)</source>
            <translation>Pantalla siguiente (flecha derecha o Av Pág)</translation>
        </message>
        <message>
            <source>Projector mode, text size, language, export and your progress</source>
            <translation>Modo proyector, tamaño del texto, idioma, exportar y tu progreso</translation>
        </message>
        <message>
            <source>Menu</source>
            <translation>Menú</translation>
        </message>
        <message>
            <source>Projector mode (high contrast)</source>
            <translation>Modo proyector (alto contraste)</translation>
        </message>
        <message>
            <source>Text size</source>
            <translation>Tamaño del texto</translation>
        </message>
        <message>
            <source>Save the chart as an image (PNG)…</source>
            <translation>Guardar el gráfico como imagen (PNG)…</translation>
        </message>
        <message>
            <source>Save the chart as a drawing (SVG)…</source>
            <translation>Guardar el gráfico como dibujo (SVG)…</translation>
        </message>
        <message>
            <source>Save the chart's data (CSV)…</source>
            <translation>Guardar los datos del gráfico (CSV)…</translation>
        </message>
        <message>
            <source>Numbers use a dot as the decimal point, which every spreadsheet imports reliably.</source>
            <translation>Los números usan punto decimal, que cualquier hoja de cálculo importa sin errores.</translation>
        </message>
        <message>
            <source>Save my achievement card…</source>
            <translation>Guardar mi tarjeta de logro…</translation>
        </message>
        <message>
            <source>Continue where I left off</source>
            <translation>Continuar donde lo dejé</translation>
        </message>
        <message>
            <source>Start over…</source>
            <translation>Empezar de nuevo…</translation>
        </message>
        <message>
            <source>Every value on this screen is back to its start.</source>
            <translation>Cada valor de esta pantalla ha vuelto a su inicio.</translation>
        </message>
        <message>
            <source>Previous screen</source>
            <translation>Pantalla anterior</translation>
        </message>
        <message>
            <source>Next screen</source>
            <translation>Pantalla siguiente</translation>
        </message>
        <message>
            <source>This forgets the screens you visited, your predictions, your quiz answers, your review cards and the challenges you reached. Your language and text size stay as they are.</source>
            <translation>Esto olvida las pantallas que visitaste, tus predicciones, tus respuestas del cuestionario, tus tarjetas de repaso y los retos que superaste. Tu idioma y tu tamaño de texto se quedan como están.</translation>
        </message>
        <message>
            <source>Language of the interface</source>
            <translation>Idioma de la interfaz</translation>
        </message>
        <message>
            <source>%1 — SpecLab</source>
            <translation>%1 — SpecLab</translation>
        </message>
        <message>
            <source>Next screen: %1 (Right arrow or Page Down)</source>
            <translation>Pantalla siguiente: %1 (flecha derecha o Av Pág)</translation>
        </message>
        <message>
            <source>Next screen: %1</source>
            <translation>Pantalla siguiente: %1</translation>
        </message>
        <message>
            <source>%1 ▶</source>
            <translation>%1 ▶</translation>
        </message>
        <message>
            <source>Start over?</source>
            <translation>¿Empezar de nuevo?</translation>
        </message>
        <message>
            <source>Your progress was cleared. Welcome to a fresh start.</source>
            <translation>Tu progreso se ha borrado. Empiezas desde cero.</translation>
        </message>
        <message>
            <source>Your settings file could not be read, so SpecLab started with the defaults. The old file was kept as %1</source>
            <translation>No se pudo leer tu archivo de ajustes, así que SpecLab empezó con los valores de fábrica. El archivo antiguo se guardó como %1</translation>
        </message>
        <message>
            <source>Welcome back: you are where you left off.</source>
            <translation>¡Hola de nuevo! Sigues donde lo dejaste.</translation>
        </message>
        <message>
            <source>Saved: %1</source>
            <translation>Guardado: %1</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Idioma</translation>
        </message>
        <message>
            <source>Reset</source>
            <translation>Reiniciar</translation>
        </message>
        <message>
            <source>Reset screen</source>
            <translation>Reiniciar pantalla</translation>
        </message>
        <message>
            <source>Put every value on this screen back to its start (Alt+R). Your progress, review cards and challenges stay.</source>
            <translation>Devuelve cada valor de esta pantalla a su inicio (Alt+R). Tu progreso, tus tarjetas de repaso y tus retos se quedan.</translation>
        </message>
        <message>
            <source>Table of contents</source>
            <translation>Índice</translation>
        </message>
    </context>
    <context>
        <name>ParameterSlider</name>
        <message>
            <source>Draft window k</source>
            <translation>Ventana de borrador k</translation>
        </message>
        <message>
            <source>How many tokens the small draft model writes ahead in each round.</source>
            <translation>Cuántos tokens escribe por adelantado el modelo borrador en cada ronda.</translation>
        </message>
        <message>
            <source>0 (no draft)</source>
            <translation>0 (sin borrador)</translation>
        </message>
        <message>
            <source>Acceptance rate α</source>
            <translation>Tasa de aceptación α</translation>
        </message>
        <message>
            <source>How often the big model agrees with each drafted token.</source>
            <translation>Con qué frecuencia el modelo grande está de acuerdo con cada token del borrador.</translation>
        </message>
        <message>
            <source>Draft cost c</source>
            <translation>Coste del borrador c, por paso</translation>
        </message>
        <message>
            <source>Time of one draft step, as a fraction of one slow pass of the big model.</source>
            <translation>Tiempo de un paso del borrador, como fracción de una pasada lenta del modelo grande.</translation>
        </message>
        <message>
            <source>Text length N</source>
            <translation>Longitud del texto N</translation>
        </message>
        <message>
            <source>How many tokens the answer has.</source>
            <translation>Cuántos tokens tiene la respuesta.</translation>
        </message>
    </context>
    <context>
        <name>PassChart</name>
        <message>
            <source>With k = %1, α = %2 and c = %3 it takes %4 slow passes for %5 tokens, and with the draft's cost the total time is %6 slow passes; without a draft, %5.</source>
            <translation>Con k = %1, α = %2 y c = %3 hacen falta %4 pasadas lentas para %5 tokens, y con el coste del borrador el tiempo total es de %6 pasadas lentas; sin borrador, %5.</translation>
        </message>
        <message>
            <source>your setting: %1</source>
            <translation>tu k y tu α: %1</translation>
        </message>
        <message>
            <source>your setting, draft cost included: %1</source>
            <translation>tu k, tu α y tu c: %1</translation>
        </message>
        <message>
            <source>real models: α = %1, k = %2, c = %3</source>
            <translation>modelos reales: α = %1, k = %2, c = %3</translation>
        </message>
        <message>
            <source>real models: α = %1, k = %2</source>
            <translation>modelos reales: α = %1, k = %2</translation>
        </message>
        <message>
            <source>Expected time (1 = one slow pass), N = %1 tokens</source>
            <translation>Tiempo esperado (1 = una pasada lenta), N = %1 tokens</translation>
        </message>
        <message>
            <source>↓ better</source>
            <translation>↓ mejor</translation>
        </message>
        <message>
            <source>With k = %1 and α = %2 it takes %3 slow passes for %4 tokens; without a draft, %4.</source>
            <translation>Con k = %1 y α = %2 hacen falta %3 pasadas lentas para %4 tokens; sin borrador, %4.</translation>
        </message>
        <message>
            <source>Break-even α (for k = %1, c = %4, N = %3): %2.</source>
            <translation>α de equilibrio (para k = %1, c = %4, N = %3): %2.</translation>
        </message>
        <message>
            <source>break-even α (for k = %1, c = %4, N = %3): %2</source>
            <translation>α de equilibrio (para k = %1, c = %4, N = %3): %2</translation>
        </message>
        <message>
            <source>The dot is your setting, at %1 slow passes; lower is better.</source>
            <translation>El punto es tu k y tu α, en %1 pasadas lentas; cuanto más abajo, mejor.</translation>
        </message>
        <message>
            <source>with a draft: total time</source>
            <translation>con borrador: tiempo total</translation>
        </message>
        <message>
            <source>with a draft: slow passes only</source>
            <translation>con borrador: solo pasadas lentas</translation>
        </message>
        <message>
            <source>with a draft: total time (free draft)</source>
            <translation>con borrador: tiempo total (borrador gratis)</translation>
        </message>
        <message>
            <source>without a draft</source>
            <translation>sin borrador</translation>
        </message>
        <message>
            <source>Acceptance rate α = chance of accepting each token</source>
            <translation>Tasa de aceptación α = probabilidad de aceptar cada token</translation>
        </message>
        <message>
            <source>Acceptance rate α</source>
            <translation>Tasa de aceptación α</translation>
        </message>
        <message>
            <source>Chart: time to write the text against the acceptance rate α</source>
            <translation>Gráfica: tiempo para escribir el texto según la tasa de aceptación α</translation>
        </message>
    </context>
    <context>
        <name>PlayButton</name>
        <message>
            <source>❚❚ Pause</source>
            <translation>❚❚ Pausa</translation>
        </message>
        <message>
            <source>▶ Resume</source>
            <translation>▶ Continuar</translation>
        </message>
        <message>
            <source>▶ Play</source>
            <translation>▶ Reproducir</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pausa</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Continuar</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Reproducir</translation>
        </message>
    </context>
    <context>
        <name>PlaybackBar</name>
        <message>
            <source>Speed:</source>
            <translation>Velocidad:</translation>
        </message>
        <message>
            <source>Step one round</source>
            <translation>Ronda siguiente ▸</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Lenta</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Rápida</translation>
        </message>
        <message>
            <source>Speed</source>
            <translation>Velocidad</translation>
        </message>
        <message>
            <source>Animation speed</source>
            <translation>Velocidad de la animación</translation>
        </message>
        <message>
            <source>Back to round 1</source>
            <translation>Ver de nuevo</translation>
        </message>
        <message>
            <source>Shows this same run again from its first round.</source>
            <translation>Vuelve a mostrar esta misma tirada desde su primera ronda.</translation>
        </message>
        <message>
            <source>Another run</source>
            <translation>Otra tirada</translation>
        </message>
        <message>
            <source>Draws the draft's luck again: the same k and α, but new random accepts and rejects, so this run's counts change while the expected values stay the same.</source>
            <translation>Vuelve a echar la suerte del borrador: los mismos k y α, pero aceptaciones y rechazos nuevos al azar. Cambian los números de esta tirada; los valores esperados siguen iguales.</translation>
        </message>
    </context>
    <context>
        <name>Readouts</name>
        <message>
            <source>= %1× (a tie)</source>
            <translation>= %1× (empate)</translation>
        </message>
        <message>
            <source>▼ %1× (slower)</source>
            <translation>▼ %1× (más lento)</translation>
        </message>
        <message>
            <source>▲ %1× (faster)</source>
            <translation>▲ %1× (más rápido)</translation>
        </message>
        <message>
            <source>with a draft: %1 · without a draft: %2</source>
            <translation>con borrador: %1 · sin borrador: %2</translation>
        </message>
        <message>
            <source>none</source>
            <translation>ninguno</translation>
        </message>
        <message>
            <source>k = 0 is writing without a draft: always 1×.</source>
            <translation>k = 0 es escribir sin borrador: siempre 1×.</translation>
        </message>
        <message>
            <source>none: never slower</source>
            <translation>ninguno: nunca va más lento</translation>
        </message>
        <message>
            <source>A free draft never loses while checking costs one pass, as this lab counts it (step 2: «about one»): at worst, at α = 0, it ties (1×).</source>
            <translation>Un borrador gratis nunca pierde si verificar cuesta una pasada, como la cuenta este laboratorio (la pantalla 2 dice «una, o poco más»): en el peor caso, con α = 0, empata (1×).</translation>
        </message>
        <message>
            <source>This draft always costs more than it saves.</source>
            <translation>Este borrador siempre cuesta más de lo que ahorra.</translation>
        </message>
        <message>
            <source>Below %1, k = %2 is slower than writing alone; each window has its own break-even.</source>
            <translation>Por debajo de %1, k = %2 va más lento que escribir sin borrador; cada ventana tiene su propio equilibrio.</translation>
        </message>
        <message>
            <source>k = 0 (no draft): %1×</source>
            <translation>k = 0 (sin borrador): %1×</translation>
        </message>
        <message>
            <source>k = %1: %2×</source>
            <translation>k = %1: %2×</translation>
        </message>
        <message>
            <source>k = %1 (the slider's end): %2×</source>
            <translation>k = %1 (tope): %2×</translation>
        </message>
        <message>
            <source>The largest the slider allows: a longer window would be faster still.</source>
            <translation>La mayor que permite el control: una ventana mayor sería aún más rápida.</translation>
        </message>
        <message>
            <source>With c = %1, a window longer than k = %2 costs more drafting than its extra tokens save.</source>
            <translation>Con c = %1, una ventana más larga que k = %2 cuesta más en borrador de lo que ahorran sus tokens de más.</translation>
        </message>
        <message>
            <source>From k = %1 it already shows %2×: k = %3 adds less than %4×.</source>
            <translation>Desde k = %1 ya marca %2×: k = %3 suma menos de %4×.</translation>
        </message>
        <message>
            <source>Your k = %1 already shows %2×: k = %3 adds less than %4×.</source>
            <translation>Tu k = %1 ya marca %2×: k = %3 suma menos de %4×.</translation>
        </message>
        <message>
            <source>%2× for N = %1 (its last pass is paid in full); for a long text, %3×.</source>
            <translation>%2× con N = %1 (su última pasada se paga entera); en un texto largo, %3×.</translation>
        </message>
        <message>
            <source>▾ Why these numbers?</source>
            <translation>▾ ¿Por qué estos números?</translation>
        </message>
        <message>
            <source>▸ Why these numbers?</source>
            <translation>▸ ¿Por qué estos números?</translation>
        </message>
        <message>
            <source>Why these numbers?</source>
            <translation>¿Por qué estos números?</translation>
        </message>
        <message>
            <source>Shows or hides the tokens per round and the sentences that explain the numbers.</source>
            <translation>Muestra u oculta los tokens por ronda y las frases que explican los números.</translation>
        </message>
        <message>
            <source>Total time: %1 slow passes × (1 + %2 × %3 of draft per round) = %4.</source>
            <translation>Tiempo total: %1 pasadas lentas × (1 + %2 × %3 de borrador por ronda) = %4.</translation>
        </message>
        <message>
            <source>Speed-up = %1 ÷ %2 (without ÷ with a draft)</source>
            <translation>Aceleración = %1 ÷ %2 (sin ÷ con borrador)</translation>
        </message>
        <message>
            <source>Break-even α (for k = %1 and c = %2):</source>
            <translation>α de equilibrio (para k = %1 y c = %2):</translation>
        </message>
        <message>
            <source>Tokens per round</source>
            <translation>Tokens por ronda</translation>
        </message>
        <message>
            <source>Best window:</source>
            <translation>Mejor ventana:</translation>
        </message>
        <message>
            <source>Expected (the average of many runs)</source>
            <translation>Esperado (la media de muchas tiradas)</translation>
        </message>
        <message>
            <source>The largest the slider allows: with c = 0, and if a check always cost one slow pass, longer would be better; with a cost (step 5), not.</source>
            <translation>Es el máximo que permite el deslizador. Aquí verificar cuesta una pasada y, con c = 0, una ventana más larga aún ganaría; con coste (c &gt; 0), no siempre.</translation>
        </message>
        <message>
            <source>From k = %1 it already shows %2×: the longer windows add less than %3×.</source>
            <translation>Desde k = %1 ya marca %2×: las ventanas más largas suman menos de %3×.</translation>
        </message>
        <message>
            <source>Tokens per round: %1 = %2.</source>
            <translation>Tokens por ronda: %1 = %2.</translation>
        </message>
        <message>
            <source>%4 slow passes and not %1 ÷ %2 = %3, because the text ends at token %1 and the last round's spare tokens are not used.</source>
            <translation>%4 pasadas lentas y no %1 ÷ %2 = %3: el texto acaba en el token %1 y la última pasada se paga entera, aunque no se use toda su ronda.</translation>
        </message>
        <message>
            <source>Slow passes</source>
            <translation>Pasadas lentas</translation>
        </message>
        <message>
            <source>Total time (passes + draft)</source>
            <translation>Tiempo total (pasadas + borrador)</translation>
        </message>
        <message>
            <source>with a draft</source>
            <translation>con borrador</translation>
        </message>
        <message>
            <source>without a draft</source>
            <translation>sin borrador</translation>
        </message>
    </context>
    <context>
        <name>Screens</name>
        <message>
            <source>Lab</source>
            <translation>Laboratorio</translation>
        </message>
        <message>
            <source>Lesson</source>
            <translation>Lección</translation>
        </message>
        <message>
            <source>Practice</source>
            <translation>Práctica</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>Consulta</translation>
        </message>
    </context>
    <context>
        <name>TokenRows</name>
        <message numerus="yes">
            <source>In this run: %n slow pass(es) → %2 of %3 tokens</source>
            <translation>
                <numerusform>En esta tirada: %n pasada lenta → %2 de %3 tokens</numerusform>
                <numerusform>En esta tirada: %n pasadas lentas → %2 de %3 tokens</numerusform>
            </translation>
        </message>
        <message>
            <source>round %1: the draft is proposing</source>
            <translation>ronda %1: el borrador está proponiendo</translation>
        </message>
        <message>
            <source>slow pass %1 in progress (it counts when it ends)</source>
            <translation>pasada %1 en curso (se contará al acabar)</translation>
        </message>
        <message>
            <source>round %1 in progress: +%2 of draft already spent</source>
            <translation>ronda %1 en curso: +%2 de borrador ya gastado</translation>
        </message>
        <message numerus="yes">
            <source>↑ %n earlier round(s), not shown: %2, already in the total</source>
            <translation>
                <numerusform>↑ %n ronda anterior, sin mostrar: %2, ya en el total</numerusform>
                <numerusform>↑ %n rondas anteriores, sin mostrar: %2, ya en el total</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n token(s)</source>
            <translation>
                <numerusform>%n token</numerusform>
                <numerusform>%n tokens</numerusform>
            </translation>
        </message>
        <message>
            <source>correction</source>
            <translation>token propio (corrección)</translation>
        </message>
        <message>
            <source>extra token</source>
            <translation>token propio (extra)</translation>
        </message>
        <message>
            <source>end of the text</source>
            <translation>fin del texto</translation>
        </message>
        <message>
            <source>Round %1: no draft (k = 0), so slow pass %1 writes one token, as the big model alone does.</source>
            <translation>Ronda %1: sin borrador (k = 0), así que la pasada lenta %1 escribe un token, como el modelo grande solo.</translation>
        </message>
        <message>
            <source>Slow pass %1 is over: with no draft (k = 0), it writes its own token (+), as the big model alone does.</source>
            <translation>La pasada lenta %1 terminó: sin borrador (k = 0), escribe su token (+), como el modelo grande solo.</translation>
        </message>
        <message>
            <source>Round %1: the draft proposes %2 tokens. Here the draft is dear: its %2 steps cost %3 slow passes, as much as the check itself or more.</source>
            <translation>Ronda %1: el borrador propone %2 tokens. Aquí el borrador sale caro: sus %2 pasos cuestan %3 pasadas lentas, tanto o más que la propia verificación.</translation>
        </message>
        <message>
            <source>Slow pass %1 is over: every proposed token is accepted (✓), and the same pass adds its own token (+).</source>
            <translation>La pasada lenta %1 terminó: acepta todos los tokens propuestos (✓) y la misma pasada añade su propio token (+).</translation>
        </message>
        <message>
            <source>Slow pass %1 is over: the first proposal is rejected (✕), so the accepted prefix is empty and everything is dropped; the same pass writes its own token (+) in its place.</source>
            <translation>La pasada lenta %1 terminó: rechaza la primera propuesta (✕), así que el prefijo aceptado queda vacío y se descarta todo; la misma pasada escribe su propio token (+) en su lugar.</translation>
        </message>
        <message>
            <source>Slow pass %1 is over: it keeps the accepted prefix (✓), drops everything from the first ✕ on and, in the same pass, writes its own token (+).</source>
            <translation>La pasada lenta %1 terminó: se queda con el prefijo aceptado (✓), descarta todo desde el primer ✕ y, en la misma pasada, escribe su propio token (+).</translation>
        </message>
        <message>
            <source>Slow pass %1 also writes the big model's own token in place of the first ✕: a correction (+). It is this pass's own token: the pass pays for it, as it would without a draft.</source>
            <translation>La pasada lenta %1 también escribe el token del propio modelo grande en lugar del primer ✕: una corrección (+). Es el token propio de esta pasada: lo paga la pasada, como sin borrador.</translation>
        </message>
        <message numerus="yes">
            <source>Round %1: the draft proposes its %n token(s), one after another: here we count it as free (its cost c = 0).</source>
            <translation>
                <numerusform>Ronda %1: el borrador propone su %n token: aquí lo contamos como gratis (su coste c = 0).</numerusform>
                <numerusform>Ronda %1: el borrador propone sus %n tokens, uno tras otro: aquí lo contamos como gratis (su coste c = 0).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Round %1: the draft has proposed its %n token(s), one step after another, in no time (here we count it as free: its cost c = 0); slow pass %1 (V) is verifying the whole window in one go.</source>
            <translation>
                <numerusform>Ronda %1: el borrador ya propuso su %n token, paso a paso y sin gastar tiempo (aquí lo contamos como gratis: su coste c = 0); la pasada lenta %1 (V) está verificando toda la ventana a la vez.</numerusform>
                <numerusform>Ronda %1: el borrador ya propuso sus %n tokens, uno tras otro y sin gastar tiempo (aquí lo contamos como gratis: su coste c = 0); la pasada lenta %1 (V) está verificando toda la ventana a la vez.</numerusform>
            </translation>
        </message>
        <message>
            <source>Token rows: one run, round by round</source>
            <translation>Filas de tokens: una tirada, ronda a ronda</translation>
        </message>
        <message>
            <source>Round %1: %2 of %3 proposed tokens accepted, %4 written.</source>
            <translation>Ronda %1: %2 de %3 tokens propuestos aceptados, %4 escritos.</translation>
        </message>
        <message>
            <source>+%1 of draft</source>
            <translation>+%1 de borrador</translation>
        </message>
        <message numerus="yes">
            <source>(without a draft, those tokens would cost %n slow pass(es))</source>
            <translation>
                <numerusform>(sin borrador, esos tokens costarían %n pasada lenta)</numerusform>
                <numerusform>(sin borrador, esos tokens costarían %n pasadas lentas)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Time, in slow passes: %n round(s) × (1 + %2 × %5 of draft) = %3 (without a draft: %4)</source>
            <translation>
                <numerusform>Tiempo, en pasadas lentas: %n ronda × (1 + %2 × %5 de borrador) = %3 (sin borrador: %4)</numerusform>
                <numerusform>Tiempo, en pasadas lentas: %n rondas × (1 + %2 × %5 de borrador) = %3 (sin borrador: %4)</numerusform>
            </translation>
        </message>
        <message>
            <source>Done in this run: %1 rounds, each 1 slow pass + %2 of draft. Time, in slow passes: %3 for %4 tokens; without a draft, %4.</source>
            <translation>Hecho en esta tirada: %1 rondas, cada una 1 pasada lenta + %2 de borrador. Tiempo, en pasadas lentas: %3 para %4 tokens; sin borrador, %4.</translation>
        </message>
        <message>
            <source>Done in this run: %1 slow passes for %2 tokens, instead of %2.</source>
            <translation>Hecho en esta tirada: %1 pasadas lentas para %2 tokens, en vez de %2.</translation>
        </message>
        <message>
            <source>Round %1: the draft proposes %2 tokens. Quick, but not free: %2 draft steps cost %3 of a slow pass.</source>
            <translation>Ronda %1: el borrador propone %2 tokens. Rápido, pero no gratis: %2 pasos del borrador cuestan %3 de pasada lenta.</translation>
        </message>
        <message>
            <source>Slow pass %1 (V): the big model verifies the whole window at once.</source>
            <translation>Pasada lenta %1 (V): el modelo grande verifica toda la ventana de una vez.</translation>
        </message>
        <message>
            <source>Slow pass %1 is over: it keeps the accepted prefix (✓) up to the %2 tokens.</source>
            <translation>La pasada lenta %1 terminó: se queda con el prefijo aceptado (✓) hasta los %2 tokens.</translation>
        </message>
        <message>
            <source>Slow pass %1 reaches the %2 tokens; the tokens left over are dropped.</source>
            <translation>La pasada lenta %1 llega a los %2 tokens; los tokens que sobran se descartan.</translation>
        </message>
        <message>
            <source>Slow pass %1: all were accepted, so the same pass adds one more token of its own: an extra token (+).</source>
            <translation>Pasada lenta %1: aceptó todos, así que la misma pasada añade su token propio (+), uno extra.</translation>
        </message>
        <message>
            <source>Press play, or step one round at a time.</source>
            <translation>Pulsa Reproducir, o avanza ronda a ronda.</translation>
        </message>
    </context>
</TS>
