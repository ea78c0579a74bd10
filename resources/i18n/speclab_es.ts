<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
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
        <source>A small draft model guesses k tokens; the big model checks them all in one slow pass and keeps the prefix it agrees with, plus one token of its own.</source>
        <translation>Un modelo borrador pequeño adivina k tokens; el modelo grande los revisa todos en una sola pasada lenta y se queda con el prefijo en el que está de acuerdo, más un token suyo.</translation>
    </message>
    <message>
        <source>Rounds: draft, verify once, keep the ✓ prefix</source>
        <translation>Rondas: adivina, verifica una vez, quédate con el prefijo ✓</translation>
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
        <source>Next ▶</source>
        <translation>Siguiente ▶</translation>
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
        <source>Save the chart&apos;s data (CSV)…</source>
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
        <source>Previous screen</source>
        <translation>Pantalla anterior</translation>
    </message>
    <message>
        <source>Next screen</source>
        <translation>Pantalla siguiente</translation>
    </message>
    <message>
        <source>Reset all</source>
        <translation>Reiniciar todo</translation>
    </message>
    <message>
        <source>Restore every value on this screen (Alt+R)</source>
        <translation>Devuelve cada valor de esta pantalla a su inicio (Alt+R)</translation>
    </message>
    <message>
        <source>Language of the interface</source>
        <translation>Idioma de la interfaz</translation>
    </message>
    <message>
        <source>☰ Menu</source>
        <translation>☰ Menú</translation>
    </message>
    <message>
        <source>Start over?</source>
        <translation>¿Empezar de nuevo?</translation>
    </message>
    <message>
        <source>This forgets the screens you visited, your predictions and your quiz answers. Your language and text size stay as they are.</source>
        <translation>Se olvidarán las pantallas que visitaste, tus predicciones y tus respuestas del cuestionario. El idioma y el tamaño del texto se quedan como están.</translation>
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
        <source>Table of contents</source>
        <translation>Índice</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Paso %1 de %2</translation>
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
        <source>Acceptance rate α</source>
        <translation>Tasa de acierto α</translation>
    </message>
    <message>
        <source>How often the big model agrees with each drafted token.</source>
        <translation>Con qué frecuencia el modelo grande está de acuerdo con cada token del borrador.</translation>
    </message>
    <message>
        <source>Draft cost c</source>
        <translation>Coste del borrador c</translation>
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
        <source>break-even α = %1</source>
        <translation>equilibrio α = %1</translation>
    </message>
    <message>
        <source>with draft</source>
        <translation>con borrador</translation>
    </message>
    <message>
        <source>with draft: total time</source>
        <translation>con borrador: tiempo total</translation>
    </message>
    <message>
        <source>without a draft</source>
        <translation>sin borrador</translation>
    </message>
    <message>
        <source>Acceptance rate α</source>
        <translation>Tasa de acierto α</translation>
    </message>
    <message>
        <source>Slow passes for N tokens</source>
        <translation>Pasadas lentas para N tokens</translation>
    </message>
    <message>
        <source>Chart: slow passes against the acceptance rate</source>
        <translation>Gráfica: pasadas lentas según la tasa de acierto</translation>
    </message>
</context>
<context>
    <name>PlaybackBar</name>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ Pausa</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Reproducir</translation>
    </message>
    <message>
        <source>Play or pause the rounds</source>
        <translation>Reproduce o pausa las rondas</translation>
    </message>
    <message>
        <source>Step one round</source>
        <translation>Avanzar una ronda</translation>
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
        <source>Animation speed</source>
        <translation>Velocidad de la animación</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>New text</source>
        <translation>Otra tirada</translation>
    </message>
    <message>
        <source>Play a new random run with the same settings</source>
        <translation>Reproduce otra tirada al azar con los mismos ajustes</translation>
    </message>
</context>
<context>
    <name>Readouts</name>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nunca</translation>
    </message>
    <message>
        <source>With this draft cost the draft never pays for itself.</source>
        <translation>Con este coste, el borrador nunca compensa.</translation>
    </message>
    <message>
        <source>A free draft never slows you down: even a fully rejected round writes one token.</source>
        <translation>Un borrador gratis nunca te frena: incluso una ronda rechazada entera escribe un token.</translation>
    </message>
    <message>
        <source>Below this acceptance rate the draft costs more time than it saves.</source>
        <translation>Por debajo de esta tasa de acierto, el borrador cuesta más tiempo del que ahorra.</translation>
    </message>
    <message>
        <source>k = %1 (or more)</source>
        <translation>k = %1 (o más)</translation>
    </message>
    <message>
        <source>Tokens per slow pass</source>
        <translation>Tokens por pasada lenta</translation>
    </message>
    <message>
        <source>Slow passes (without a draft)</source>
        <translation>Pasadas lentas (sin borrador)</translation>
    </message>
    <message>
        <source>Speed-up (long text, with draft cost)</source>
        <translation>Aceleración (texto largo, con el coste del borrador)</translation>
    </message>
    <message>
        <source>Break-even acceptance rate</source>
        <translation>Tasa de acierto de equilibrio</translation>
    </message>
    <message>
        <source>Best draft window for this α and c</source>
        <translation>Mejor ventana para esta α y esta c</translation>
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
        <source>Labs</source>
        <translation>Laboratorios</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Consulta</translation>
    </message>
</context>
<context>
    <name>TokenRows</name>
    <message>
        <source>Slow passes: %1 · Tokens written: %2 of %3 · Without a draft: %4 slow passes</source>
        <translation>Pasadas lentas: %1 · Tokens escritos: %2 de %3 · Sin borrador: %4 pasadas lentas</translation>
    </message>
    <message>
        <source>correction</source>
        <translation>corrección</translation>
    </message>
    <message>
        <source>bonus</source>
        <translation>bonus</translation>
    </message>
    <message>
        <source>Done: %1 slow passes for %2 tokens, instead of %2.</source>
        <translation>Listo: %1 pasadas lentas para %2 tokens, en lugar de %2.</translation>
    </message>
    <message>
        <source>Press play, or step one round at a time.</source>
        <translation>Pulsa Reproducir, o avanza ronda a ronda.</translation>
    </message>
    <message numerus="yes">
        <source>The draft writes %n token(s) ahead: fast and cheap.</source>
        <translation>
            <numerusform>El borrador escribe %n token por adelantado: rápido y barato.</numerusform>
            <numerusform>El borrador escribe %n tokens por adelantado: rápido y barato.</numerusform>
        </translation>
    </message>
    <message>
        <source>One slow pass (V): the big model checks the whole window at once.</source>
        <translation>Una pasada lenta (V): el modelo grande revisa toda la ventana de una vez.</translation>
    </message>
    <message>
        <source>Every guess matches: all ✓.</source>
        <translation>Todas las adivinanzas coinciden: todo ✓.</translation>
    </message>
    <message>
        <source>It keeps the prefix it agrees with (✓) and throws away everything from the first ✕.</source>
        <translation>Se queda con el prefijo en el que coincide (✓) y descarta todo desde el primer ✕.</translation>
    </message>
    <message>
        <source>Every guess matched, so the same pass adds one more token of its own: a bonus (+).</source>
        <translation>Todo coincidió, así que la misma pasada añade un token más, suyo: un bonus (+).</translation>
    </message>
    <message>
        <source>The same pass also gives the big model&apos;s own token at the first ✕: a free correction (+).</source>
        <translation>La misma pasada da también el token del modelo grande en el primer ✕: una corrección gratis (+).</translation>
    </message>
</context>
</TS>
