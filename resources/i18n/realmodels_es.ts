<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
    <context>
        <name>CostsPanel</name>
        <message>
            <source>&lt; %1 ms</source>
            <translation>&lt; %1 ms</translation>
        </message>
        <message>
            <source>%1 ms</source>
            <translation>%1 ms</translation>
        </message>
        <message>
            <source>≈ 0 (%1)</source>
            <translation>≈ 0 (%1)</translation>
        </message>
        <message>
            <source>Here checking %1 positions costs %2 passes of one, not about 1 as in a chatbot: this big model is tiny and read very fast (lesson, step 2: checking costs about one pass).</source>
            <translation>Aquí comprobar %1 posiciones cuesta %2 pasadas de una, no 1 o poco más como en un chatbot: este modelo grande es diminuto y se lee muy deprisa (pantalla 2: «Verificar cuesta una pasada, o poco más»).</translation>
        </message>
        <message>
            <source>On this computer the big model accepts only α = %1 of the draft's characters: even at its best, k = %2, the predicted speed-up is %3.</source>
            <translation>En este ordenador el modelo grande solo acepta α = %1 de los caracteres del borrador: incluso con su mejor k, k = %2, la aceleración prevista es %3.</translation>
        </message>
        <message>
            <source>On this computer one draft step costs c = %1 slow passes: even at its best, k = %2, drafting takes %3 of a pass per round and the predicted speed-up is %4.</source>
            <translation>En este ordenador un paso del borrador cuesta c = %1 pasadas lentas: incluso con su mejor k, k = %2, proponer ocupa %3 de una pasada por ronda y la aceleración prevista es %4.</translation>
        </message>
        <message>
            <source>Predicted: %1 characters per round (expected) × %2 per character alone ÷ (%3 proposing + %4 checking + %5 bookkeeping) = %6</source>
            <translation>Previsto: %1 caracteres por ronda (esperado) × %2 por carácter sin borrador ÷ (%3 proponiendo + %4 comprobando + %5 de sortear, comparar y descartar, entre rondas) = %6</translation>
        </message>
        <message>
            <source>Characters per round = 1 + α₁ + α₁·α₂ + …, with each position's α (positions 1 to %1): %2</source>
            <translation>Caracteres por ronda = 1 + α₁ + α₁·α₂ + …, con el α de cada posición (posiciones 1 a %1): %2</translation>
        </message>
        <message>
            <source>expected, from each position's α</source>
            <translation>esperado, del α de cada posición</translation>
        </message>
        <message>
            <source>expected; the formula 1 + α + … + α%1 would give %2, but α is the window's average, and the count multiplies each position's own α, measured in the warm-up</source>
            <translation>esperado; la fórmula 1 + α + … + α%1 daría %2, pero α es la media de la ventana, y la cuenta multiplica el α propio de cada posición, medido en la prueba corta</translation>
        </message>
        <message>
            <source>%1 per character without the draft (its pass t(1) = %2 + %3 of bookkeeping)</source>
            <translation>%1 por carácter sin borrador (su pasada t(1) = %2 + %3 de sortear, entre pasadas)</translation>
        </message>
        <message>
            <source>%1 per character without the draft (its pass t(1) = %2, no bookkeeping to speak of)</source>
            <translation>%1 por carácter sin borrador (su pasada t(1) = %2, casi nada entre pasadas)</translation>
        </message>
        <message>
            <source>%1 = %2 characters per round (%3) × %4 ÷ %5 per round (proposing %6 + checking %7 positions, t(%7) = %8, + bookkeeping %9).</source>
            <translation>%1 = %2 caracteres por ronda (%3) × %4 ÷ %5 por ronda (proponer %6 + comprobar %7 posiciones, t(%7) = %8, + %9 de sortear, comparar y descartar, entre rondas).</translation>
        </message>
        <message>
            <source>Predicted: %1 characters/round (1 + α₁ + α₁·α₂ + …, α by position: %2) × %3/character alone (%4 + %5 bookkeeping, outside the pass) ÷ %6/round (%7) = %8</source>
            <translation>Prevista: %1 caracteres/ronda (1 + α₁ + α₁·α₂ + …, α por posición: %2) × %3/carácter solo (%4 + %5 de sortear, fuera de la pasada) ÷ %6/ronda (%7) = %8</translation>
        </message>
        <message>
            <source>not measured yet for this draft</source>
            <translation>aún sin medir para este borrador</translation>
        </message>
        <message>
            <source>could not measure</source>
            <translation>no se pudo medir</translation>
        </message>
        <message>
            <source>1 slow pass, 1 position</source>
            <translation>1 pasada lenta, 1 posición</translation>
        </message>
        <message>
            <source>k + 1 positions</source>
            <translation>k + 1 posiciones</translation>
        </message>
        <message>
            <source>1 draft step</source>
            <translation>1 paso del borrador</translation>
        </message>
        <message>
            <source>in a short trial run</source>
            <translation>en una prueba corta</translation>
        </message>
        <message>
            <source>predicted, k = %1 (the best, at the slider's end)</source>
            <translation>prevista, k = %1 (la mejor, en el tope)</translation>
        </message>
        <message>
            <source>predicted, k = %1 (the best)</source>
            <translation>prevista, k = %1 (la mejor)</translation>
        </message>
        <message>
            <source>predicted, k = %1 (the best: k = %2)</source>
            <translation>prevista, k = %1 (la mejor: k = %2)</translation>
        </message>
        <message>
            <source>Time one pass, the draft and a short trial run again, for every draft</source>
            <translation>Vuelve a cronometrar una pasada, el borrador y una prueba corta, para cada borrador</translation>
        </message>
        <message>
            <source>predicted speed-up</source>
            <translation>aceleración prevista</translation>
        </message>
        <message>
            <source>%1 × %2</source>
            <translation>%1 × %2</translation>
        </message>
        <message>
            <source>%1 + %2 + %3 bookkeeping</source>
            <translation>%1 + %2 + %3 de sortear, comparar y descartar</translation>
        </message>
        <message>
            <source>Measuring this computer (a few seconds)…</source>
            <translation>Midiendo este ordenador (unos segundos)…</translation>
        </message>
        <message>
            <source>this computer's times, now; α from a fixed trial (the same every time)</source>
            <translation>tiempos de este ordenador, ahora; α de una prueba fija (igual cada vez)</translation>
        </message>
        <message>
            <source>%1 positions: %2 × one (a chatbot: ≈ 1×)</source>
            <translation>%1 posiciones: %2 × una (chatbot: ≈ 1×)</translation>
        </message>
        <message>
            <source>heads, per round (c = %1): no draft pass</source>
            <translation>cabezas, por ronda (c = %1): sin paso del borrador</translation>
        </message>
        <message>
            <source>1 draft step: c = %1</source>
            <translation>1 paso del borrador: c = %1</translation>
        </message>
        <message>
            <source>%1 of %2 accepted</source>
            <translation>%1 de %2 aceptadas</translation>
        </message>
        <message>
            <source>Short test</source>
            <translation>Prueba corta</translation>
        </message>
        <message>
            <source>↻ Measure again</source>
            <translation>↻ Medir otra vez</translation>
        </message>
        <message>
            <source>Measure again</source>
            <translation>Medir otra vez</translation>
        </message>
    </context>
    <context>
        <name>RaceTable</name>
        <message>
            <source>✓ identical</source>
            <translation>✓ idéntico</translation>
        </message>
        <message>
            <source>✕ differs</source>
            <translation>✕ distinto</translation>
        </message>
        <message>
            <source>Race: every draft at its best k</source>
            <translation>Carrera: cada borrador con su mejor k</translation>
        </message>
        <message>
            <source>%1, k = %2: measured %3, predicted %4, %5.</source>
            <translation>%1, k = %2: medido %3, previsto %4, %5.</translation>
        </message>
        <message>
            <source>Every draft at the k its calibration found best here, on the same prompt and length, against one run of the big model alone. Press «Race» to start.</source>
            <translation>Cada borrador con la k que su medición encontró mejor aquí, con el mismo comienzo y la misma longitud, frente a una ejecución del modelo grande solo. Pulsa «Carrera» para empezar.</translation>
        </message>
        <message>
            <source>Every draft at the k its calibration found best here, against one run of the big model alone (%1 ms). One run each: the clock is noisy.</source>
            <translation>Cada borrador con la k que su medición encontró mejor aquí, frente a una ejecución del modelo grande solo (%1 ms). Una tirada cada uno: el reloj tiene ruido.</translation>
        </message>
        <message>
            <source>Draft</source>
            <translation>Borrador</translation>
        </message>
        <message>
            <source>best k</source>
            <translation>mejor k</translation>
        </message>
        <message>
            <source>measured</source>
            <translation>medido</translation>
        </message>
        <message>
            <source>predicted</source>
            <translation>previsto</translation>
        </message>
        <message>
            <source>text</source>
            <translation>texto</translation>
        </message>
    </context>
    <context>
        <name>RealModelsScreen</name>
        <message>
            <source>k = %1</source>
            <translation>k = %1</translation>
        </message>
        <message>
            <source>Measuring this computer, then the big model alone…</source>
            <translation>Midiendo este ordenador; después, el modelo grande solo…</translation>
        </message>
        <message>
            <source>The big model alone writes first…</source>
            <translation>Primero escribe el modelo grande solo…</translation>
        </message>
        <message>
            <source>their process stopped unexpectedly (exit code %1)</source>
            <translation>su proceso se detuvo de forma inesperada (código de salida %1)</translation>
        </message>
        <message>
            <source>Measuring %1 (%2 of %3)…</source>
            <translation>Midiendo %1 (%2 de %3)…</translation>
        </message>
        <message>
            <source>The big model alone: %1 ms. Now draft + verification at k = 1 of %2…</source>
            <translation>El modelo grande solo: %1 ms. Ahora borrador + verificación con k = 1 de %2…</translation>
        </message>
        <message>
            <source>Measured k = 1 to %1 of %2; now k = %3…</source>
            <translation>Medidas de k = 1 a %1 de %2; ahora k = %3…</translation>
        </message>
        <message>
            <source>The models could not run: %1</source>
            <translation>Los modelos no pudieron ejecutarse: %1</translation>
        </message>
        <message numerus="yes">
            <source>Cancelled after %n k(s).</source>
            <translation>
                <numerusform>Cancelado tras %n k.</numerusform>
                <numerusform>Cancelado tras %n k.</numerusform>
            </translation>
        </message>
        <message>
            <source>Done: %1 of %2 texts identical ✓. Fastest here: k = %3, %4 (one run per k: the clock is noisy).</source>
            <translation>Hecho: %1 de %2 textos idénticos ✓. La más rápida aquí: k = %3, %4 (una tirada por k: el reloj tiene ruido).</translation>
        </message>
        <message numerus="yes">
            <source>Cancelled after %n draft(s).</source>
            <translation>
                <numerusform>Cancelado tras %n borrador.</numerusform>
                <numerusform>Cancelado tras %n borradores.</numerusform>
            </translation>
        </message>
        <message>
            <source>Done: %1 of %2 texts identical ✓.</source>
            <translation>Hecho: %1 de %2 textos idénticos ✓.</translation>
        </message>
        <message>
            <source>The model files are not installed, so this screen cannot run. SpecLab looked for target.npz, draft.npz and ngram.npz in %1. The rest of the app works without them.</source>
            <translation>Los archivos de los modelos no están instalados, así que esta pantalla no puede funcionar. SpecLab buscó target.npz, draft.npz y ngram.npz en %1. El resto de la aplicación funciona sin ellos.</translation>
        </message>
        <message>
            <source>one slow pass per character</source>
            <translation>una pasada lenta por carácter</translation>
        </message>
        <message>
            <source>draft: %1 · k = %2</source>
            <translation>borrador: %1 · k = %2</translation>
        </message>
        <message>
            <source>the draft's, accepted (underlined)</source>
            <translation>del borrador, aceptado (subrayado)</translation>
        </message>
        <message>
            <source>= a line break</source>
            <translation>= salto de línea</translation>
        </message>
        <message>
            <source>Tiny, distilled from the big model</source>
            <translation>Diminuto, destilado del modelo grande</translation>
        </message>
        <message>
            <source>Drafting heads on the big model</source>
            <translation>Cabezas de borrador en el modelo grande</translation>
        </message>
        <message>
            <source>α here†</source>
            <translation>α aquí†</translation>
        </message>
        <message>
            <source>*Loss: how surprised the model is by the next character of text it never saw, in nats per character; lower is better.</source>
            <translation>*Pérdida: cuánto le sorprende al modelo el siguiente carácter de un texto que nunca vio, en nats por carácter; cuanto menos, mejor.</translation>
        </message>
        <message>
            <source>Transformer: the same kind of network as the chatbots, in small. n-gram: it counts which character followed the last %1 in the book.</source>
            <translation>Transformer: el mismo tipo de red que los chatbots, en pequeño. n-grama: cuenta qué carácter siguió a los últimos %1 en el libro.</translation>
        </message>
        <message>
            <source>Drafting heads (Medusa): small layers added to the big model and trained on it; from its last hidden state they propose the characters +2 to +5, so they need no separate draft pass.</source>
            <translation>Cabezas de borrador (Medusa): capas pequeñas añadidas al modelo grande y entrenadas sobre él; desde su último estado interno proponen los caracteres +2 a +5, así que no necesitan un paso del borrador aparte.</translation>
        </message>
        <message>
            <source>An honest note: these are tiny models trained on a single book, one character at a time, so their Spanish only sounds like Cervantes from afar. The principle is the one the chatbots you know use.</source>
            <translation>Una nota honesta: son modelos diminutos entrenados con un solo libro, carácter a carácter, así que su castellano solo suena a Cervantes de lejos. El principio es el que usan los chatbots que conoces.</translation>
        </message>
        <message>
            <source>Real language models (&lt;a href="gloss:transformer"&gt;transformers&lt;/a&gt;), tiny and trained on Don Quijote, write here, on your computer; their text often makes no sense. A token here is one character, and so small a model pays for each position it checks (a chatbot, hardly at all); &lt;a href="gloss:temperature"&gt;T&lt;/a&gt; is the temperature.</source>
            <translation>Modelos de verdad (&lt;a href="gloss:transformer"&gt;transformers&lt;/a&gt;), diminutos y entrenados con el Quijote, escriben aquí, en tu ordenador; su texto a menudo no tiene sentido. Aquí un token es un carácter, y un modelo tan pequeño paga cada posición que verifica (un chatbot, casi nada); &lt;a href="gloss:temperature"&gt;T&lt;/a&gt;, la temperatura.</translation>
        </message>
        <message>
            <source>Real language models (&lt;a href="gloss:transformer"&gt;transformers&lt;/a&gt;) write here, on your computer: the big one alone, then draft + verification. They are tiny (trained for this app on Don Quijote, character by character): each position they check adds time (in a chatbot, hardly any) and their text often makes no sense. A token here is one character; &lt;a href="gloss:temperature"&gt;T&lt;/a&gt; is the temperature.</source>
            <translation>Modelos de verdad (&lt;a href="gloss:transformer"&gt;transformers&lt;/a&gt;) escriben aquí, en tu ordenador: el grande solo y después borrador + verificación. Son diminutos (entrenados para esta app con el Quijote, carácter a carácter): cada posición que verifican añade tiempo (en un chatbot, casi nada) y su texto a menudo no tiene sentido. Aquí un token es un carácter (en un chatbot, un trozo de palabra); &lt;a href="gloss:temperature"&gt;T&lt;/a&gt;, la temperatura.</translation>
        </message>
        <message>
            <source>How many characters the draft proposes in each round</source>
            <translation>Cuántos caracteres propone el borrador en cada ronda</translation>
        </message>
        <message>
            <source>Measure every k</source>
            <translation>Medir todas las k</translation>
        </message>
        <message>
            <source>Run draft + verification at every k for this draft and chart the measured speed-up over the predicted one</source>
            <translation>Ejecuta borrador + verificación con cada k para este borrador y dibuja la aceleración medida sobre la prevista</translation>
        </message>
        <message>
            <source>Race</source>
            <translation>Carrera</translation>
        </message>
        <message>
            <source>Every draft at its best k for this computer, on the same prompt</source>
            <translation>Cada borrador con su mejor k para este ordenador, con el mismo comienzo</translation>
        </message>
        <message>
            <source>The two texts</source>
            <translation>Los dos textos</translation>
        </message>
        <message>
            <source>Every k</source>
            <translation>Todas las k</translation>
        </message>
        <message>
            <source>The models</source>
            <translation>Los modelos</translation>
        </message>
        <message>
            <source>«Measure every k» runs draft + verification once at every k and puts the measured speed-up (points) over the one this computer's costs predict (line).</source>
            <translation>«Medir todas las k» ejecuta borrador + verificación una vez con cada k y pone la aceleración medida (puntos) sobre la que predicen los costes de este ordenador (línea).</translation>
        </message>
        <message>
            <source>«Race» runs every draft at its best k for this computer.</source>
            <translation>«Carrera» ejecuta cada borrador con su mejor k para este ordenador.</translation>
        </message>
        <message>
            <source>loading both models</source>
            <translation>cargando los dos modelos</translation>
        </message>
        <message>
            <source>warming up both models</source>
            <translation>poniendo en marcha los dos modelos</translation>
        </message>
        <message>
            <source>timing passes of the big model over 1 to %1 positions</source>
            <translation>cronometrando pasadas del modelo grande sobre 1 a %1 posiciones</translation>
        </message>
        <message>
            <source>timing the big model alone, character by character</source>
            <translation>cronometrando el modelo grande solo, carácter a carácter</translation>
        </message>
        <message>
            <source>timing one draft step</source>
            <translation>cronometrando un paso del borrador</translation>
        </message>
        <message>
            <source>a short trial run at k = 1</source>
            <translation>una prueba corta con k = 1</translation>
        </message>
        <message>
            <source>a short trial run at k = %1</source>
            <translation>una prueba corta con k = %1</translation>
        </message>
        <message>
            <source>Measuring, step %1 of %2: %3…</source>
            <translation>Midiendo (parte %1 de %2): %3…</translation>
        </message>
        <message>
            <source>Tiny transformer</source>
            <translation>Transformer</translation>
        </message>
        <message>
            <source>k is still to be chosen: the measurement of this computer picks the best one.</source>
            <translation>k aún está por elegir: la medición de este ordenador escoge la mejor.</translation>
        </message>
        <message>
            <source>k = %1, the slider's end, set by the app: the fastest in this measurement (a longer window might be faster still); move it to try another.</source>
            <translation>k = %1, el tope del control, puesta por la app: la más rápida en esta medida (una ventana mayor quizá lo sería aún más); muévela para probar otra.</translation>
        </message>
        <message>
            <source>k = %1, set by the app: the fastest in this measurement (each one varies a little); move it to try another.</source>
            <translation>k = %1, puesta por la app: la más rápida en esta medida (cada medida varía un poco); muévela para probar otra.</translation>
        </message>
        <message>
            <source>Generating…</source>
            <translation>Generando…</translation>
        </message>
        <message>
            <source>Measuring…</source>
            <translation>Midiendo…</translation>
        </message>
        <message>
            <source>Racing…</source>
            <translation>Corriendo…</translation>
        </message>
        <message>
            <source>drafting heads (no draft pass) · k = %1</source>
            <translation>cabezas de borrador (sin paso del borrador) · k = %1</translation>
        </message>
        <message>
            <source>sampling: both draw the same random numbers, so the texts match</source>
            <translation>muestreo: los dos sacan los mismos números al azar, así que el texto coincide</translation>
        </message>
        <message>
            <source>the big model's own: correction or extra (white on blue)</source>
            <translation>su propio token, del modelo grande (blanco sobre azul)</translation>
        </message>
        <message>
            <source>n-gram (last %1 characters)</source>
            <translation>n-grama (últimos %1 caracteres)</translation>
        </message>
        <message numerus="yes">
            <source>%n character(s)</source>
            <translation>
                <numerusform>%n carácter</numerusform>
                <numerusform>%n caracteres</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 million</source>
            <translation>%1 millones</translation>
        </message>
        <message>
            <source>Big model</source>
            <translation>Modelo grande</translation>
        </message>
        <message>
            <source>Tiny draft</source>
            <translation>Borrador diminuto</translation>
        </message>
        <message>
            <source>Distilled draft</source>
            <translation>Borrador destilado</translation>
        </message>
        <message>
            <source>n-gram draft</source>
            <translation>Borrador n-grama</translation>
        </message>
        <message>
            <source>Drafting heads</source>
            <translation>Cabezas de borrador</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Modelo</translation>
        </message>
        <message>
            <source>Parameters</source>
            <translation>Parámetros</translation>
        </message>
        <message>
            <source>Loss*</source>
            <translation>Pérdida*</translation>
        </message>
        <message>
            <source>†α here: the acceptance rate this computer's short trial run measured for each draft.</source>
            <translation>†α aquí: la tasa de aceptación que midió la prueba corta de este ordenador para cada borrador.</translation>
        </message>
        <message>
            <source>Distilling trains the draft to copy the big model's choices rather than the book: what it is for is a higher acceptance rate α, not a lower loss (compare the α column; a short trial run is noisy).</source>
            <translation>Destilar entrena al borrador para copiar las elecciones del modelo grande en lugar del libro: lo que busca es una tasa de aceptación α más alta, no una pérdida más baja (compara la columna α; una prueba corta tiene ruido).</translation>
        </message>
        <message>
            <source>An honest note: these are tiny models trained on a single book, one character at a time, so their Spanish only sounds like Cervantes from afar. The chatbots you know have tens to hundreds of billions of parameters: about %1 to %2 times this big model of %3, and the principle is the same.</source>
            <translation>Una nota honesta: son modelos diminutos entrenados con un solo libro, carácter a carácter, así que su castellano solo suena a Cervantes de lejos. Los chatbots que conoces tienen de decenas a cientos de miles de millones de parámetros: unas %1 a %2 veces este modelo grande de %3, y el principio es el mismo.</translation>
        </message>
        <message>
            <source>The text begins with</source>
            <translation>El texto empieza por</translation>
        </message>
        <message>
            <source>Or start from one of these:</source>
            <translation>O empieza por uno de estos:</translation>
        </message>
        <message>
            <source>The models only know the Spanish of Don Quijote</source>
            <translation>Los modelos solo conocen el castellano del Quijote</translation>
        </message>
        <message>
            <source>Draft window k</source>
            <translation>Ventana de borrador k</translation>
        </message>
        <message>
            <source>Draft</source>
            <translation>Borrador</translation>
        </message>
        <message>
            <source>Mode</source>
            <translation>Modo</translation>
        </message>
        <message>
            <source>Length</source>
            <translation>Longitud</translation>
        </message>
        <message>
            <source>Sampling, T = %1</source>
            <translation>Muestreo, T = %1</translation>
        </message>
        <message>
            <source>Greedy (T = 0)</source>
            <translation>Voraz (T = 0)</translation>
        </message>
        <message>
            <source>Sampling draws each character at random, from noise fixed by a seed, so both runs draw the same. Greedy always takes the most likely character.</source>
            <translation>El muestreo elige cada carácter al azar, con un ruido fijado por una semilla, así que los dos textos eligen lo mismo. El modo voraz siempre toma el carácter más probable.</translation>
        </message>
        <message>
            <source>▶ Generate</source>
            <translation>▶ Generar</translation>
        </message>
        <message>
            <source>Generate</source>
            <translation>Generar</translation>
        </message>
        <message>
            <source>■ Cancel</source>
            <translation>■ Cancelar</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>Measuring this computer (a few seconds)…</source>
            <translation>Midiendo este ordenador (unos segundos)…</translation>
        </message>
    </context>
    <context>
        <name>RunPanel</name>
        <message>
            <source>%1 ms</source>
            <translation>%1 ms</translation>
        </message>
        <message>
            <source>Waits: measuring this computer first…</source>
            <translation>Espera: primero se mide este ordenador…</translation>
        </message>
        <message>
            <source>Waits its turn</source>
            <translation>Espera su turno</translation>
        </message>
        <message>
            <source>Writing…</source>
            <translation>Escribiendo…</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Terminado</translation>
        </message>
        <message>
            <source>Cancelled ✕</source>
            <translation>Cancelado ✕</translation>
        </message>
        <message>
            <source>Failed ✕</source>
            <translation>Falló ✕</translation>
        </message>
        <message numerus="yes">
            <source>%n character(s)</source>
            <translation>
                <numerusform>%n carácter</numerusform>
                <numerusform>%n caracteres</numerusform>
            </translation>
        </message>
        <message>
            <source>The big model alone</source>
            <translation>Solo el modelo grande</translation>
        </message>
        <message>
            <source>Draft + verification</source>
            <translation>Borrador + verificación</translation>
        </message>
        <message>
            <source>slow passes</source>
            <translation>pasadas lentas</translation>
        </message>
        <message>
            <source>characters</source>
            <translation>caracteres</translation>
        </message>
        <message>
            <source>Characters written so far: here a token is one character</source>
            <translation>Caracteres escritos hasta ahora: aquí un token es un carácter</translation>
        </message>
    </context>
    <context>
        <name>Screens</name>
        <message>
            <source>Real models lab</source>
            <translation>Laboratorio de modelos reales</translation>
        </message>
        <message>
            <source>Real models</source>
            <translation>Modelos reales</translation>
        </message>
    </context>
    <context>
        <name>SweepChart</name>
        <message>
            <source>Chart: measured speed-up against k, with the predicted curve</source>
            <translation>Gráfica: aceleración medida según k, con la curva prevista</translation>
        </message>
        <message>
            <source>No sweep yet: press «Measure every k».</source>
            <translation>Aún no hay medida: pulsa «Medir todas las k».</translation>
        </message>
        <message>
            <source>Draft: %1.</source>
            <translation>Borrador: %1.</translation>
        </message>
        <message>
            <source>k = %1: measured %2, predicted %3, text %4.</source>
            <translation>k = %1: medido %2, previsto %3, texto %4.</translation>
        </message>
        <message>
            <source>Draft window k</source>
            <translation>Ventana de borrador k</translation>
        </message>
        <message>
            <source>↑ Speed-up on the clock (the big model alone ÷ draft + verification; ↑ better)</source>
            <translation>↑ Aceleración en el reloj (modelo grande solo ÷ borrador + verificación; ↑ mejor)</translation>
        </message>
        <message>
            <source>measured, one run per k (identical text)</source>
            <translation>medido, una tirada por k (texto idéntico)</translation>
        </message>
        <message>
            <source>predicted from this computer's costs</source>
            <translation>previsto con los costes de este ordenador</translation>
        </message>
        <message>
            <source>1×: as fast as the big model alone</source>
            <translation>1×: igual de rápido que el modelo grande solo</translation>
        </message>
    </context>
    <context>
        <name>VerdictCard</name>
        <message>
            <source>measured in this run (one run is noisy)</source>
            <translation>medida en esta tirada (una tirada tiene ruido)</translation>
        </message>
        <message>
            <source>in this run: %1 accepted of %2 checked up to the first rejection</source>
            <translation>en esta tirada: %1 aceptadas de %2 propuestas verificadas hasta el primer rechazo</translation>
        </message>
        <message>
            <source>The big model verifies a round's proposed characters in order and stops at the first one it rejects, so α counts the checked ones only, as the Lab's theory does. Of all %1 proposed characters, %2 were kept (%3 %).</source>
            <translation>El modelo grande verifica en orden los caracteres propuestos de cada ronda y se detiene en el primero que rechaza; por eso α cuenta solo los comprobados, como la teoría del Laboratorio. De los %1 caracteres propuestos se aceptaron %2 (%3 %).</translation>
        </message>
        <message>
            <source>slow passes: of 1 position → of %1</source>
            <translation>pasadas lentas: de 1 posición → de %1</translation>
        </message>
        <message>
            <source>Hide details ▾</source>
            <translation>Ocultar detalles ▾</translation>
        </message>
        <message>
            <source>Why? Details ▸</source>
            <translation>¿Por qué? Detalles ▸</translation>
        </message>
        <message>
            <source>Measuring this computer first (a few seconds): k is still to be chosen, the measurement picks the best one. Then the big model writes alone, then with the draft.</source>
            <translation>Primero se mide este ordenador (unos segundos): k aún está por elegir, la medición escoge la mejor. Después el modelo grande escribe solo y luego con el borrador.</translation>
        </message>
        <message>
            <source>Measuring this computer first (a few seconds). Then the big model writes alone, then with the draft.</source>
            <translation>Primero se mide este ordenador (unos segundos). Después el modelo grande escribe solo y luego con el borrador.</translation>
        </message>
        <message>
            <source>Generating… predicted for this computer: %1 with k = %2. The measurement comes when both runs are done.</source>
            <translation>Generando… previsto para este ordenador: %1 con k = %2. La medida llega cuando terminen los dos textos.</translation>
        </message>
        <message>
            <source>Predicted for this computer: %1 with k = %2. Press Generate: the big model writes alone, then the draft proposes and the big model verifies; then compare the texts and the clocks.</source>
            <translation>Previsto para este ordenador: %1 con k = %2. Pulsa Generar: el modelo grande escribe solo; después el borrador propone y el modelo grande verifica. Luego compara los textos y los relojes.</translation>
        </message>
        <message>
            <source>Press Generate: first the big model writes alone, then the draft proposes and the big model verifies. Then compare the two texts and the two clocks.</source>
            <translation>Pulsa Generar: primero escribe el modelo grande solo; después el borrador propone y el grande verifica. Luego compara los dos textos y los dos relojes.</translation>
        </message>
        <message>
            <source>Generating… the verdict comes when both runs are done.</source>
            <translation>Generando… el veredicto llega cuando terminen los dos textos.</translation>
        </message>
        <message>
            <source>Cancelled: no verdict. Press Generate to start again.</source>
            <translation>Cancelado: no hay veredicto. Pulsa Generar para empezar de nuevo.</translation>
        </message>
        <message>
            <source>The models could not run: %1</source>
            <translation>Los modelos no pudieron ejecutarse: %1</translation>
        </message>
        <message>
            <source>The same text because the big model decides every character: it keeps a proposal only if it is the character it would take itself.</source>
            <translation>Es el mismo texto porque el modelo grande decide cada carácter: solo se queda con una propuesta si es el carácter que él mismo tomaría.</translation>
        </message>
        <message>
            <source>Measured: %1; predicted: %2: they match, as the short test foresaw.</source>
            <translation>Medida: %1; prevista: %2: coinciden, como anticipó la prueba corta.</translation>
        </message>
        <message>
            <source>Measured: %1; predicted: %2 (less than 1 % more): close to what the short test foresaw.</source>
            <translation>Medida: %1; prevista: %2 (&lt; 1 % más): cerca de lo que anticipó la prueba corta.</translation>
        </message>
        <message>
            <source>Measured: %1; predicted: %2 (less than 1 % less): close to what the short test foresaw.</source>
            <translation>Medida: %1; prevista: %2 (&lt; 1 % menos): cerca de lo que anticipó la prueba corta.</translation>
        </message>
        <message>
            <source>Measured: %1; predicted: %2. Each run has its own luck: this one accepted α = %3, the short test %4.</source>
            <translation>Medida: %1; prevista: %2. Cada tirada tiene su suerte: esta aceptó α = %3; la prueba corta, %4.</translation>
        </message>
        <message>
            <source>Measured: %1; predicted: %2. This run accepted α = %3 (the short test %4), but most of the gap is its times, below.</source>
            <translation>Medida: %1; prevista: %2. α = %3 aquí (en la prueba corta, %4), pero la diferencia es sobre todo de los tiempos, abajo.</translation>
        </message>
        <message>
            <source>Measured: %1; predicted: %2. Two causes, about equally: luck (α = %3 here, %4 in the short test) and this run's times, below.</source>
            <translation>Medida: %1; prevista: %2. Dos causas: la suerte (α = %3 aquí; en la prueba corta, %4) y los tiempos, abajo.</translation>
        </message>
        <message>
            <source>Measured: %1; predicted: %2. The acceptance was close to the short test's (α = %3 here, %4 there); this run's times were not.</source>
            <translation>Medida: %1; prevista: %2. La aceptación fue parecida a la de la prueba corta (α = %3 aquí; allí, %4); los tiempos de esta tirada, no.</translation>
        </message>
        <message>
            <source>Measured: %1; predicted: %2. The acceptance matched the short test's; this run's times did not.</source>
            <translation>Medida: %1; prevista: %2. La aceptación coincidió con la de la prueba corta; los tiempos de esta tirada, no.</translation>
        </message>
        <message>
            <source>That raises the speed-up.</source>
            <translation>Eso sube la aceleración.</translation>
        </message>
        <message>
            <source>That lowers the speed-up.</source>
            <translation>Eso baja la aceleración.</translation>
        </message>
        <message>
            <source>The prediction uses the calibration; run it again to compare.</source>
            <translation>La previsión usa la prueba corta; repite para comparar.</translation>
        </message>
        <message>
            <source>The calibration had predicted %1 ms per round and %2 ms per character alone.</source>
            <translation>La prueba corta había previsto %1 ms por ronda y %2 ms por carácter sin borrador.</translation>
        </message>
        <message>
            <source>Maybe another program was using the computer during this run.</source>
            <translation>Quizá otro programa ocupaba el ordenador durante esta tirada.</translation>
        </message>
        <message>
            <source>Maybe another program was using the computer during the calibration.</source>
            <translation>Quizá otro programa ocupaba el ordenador durante la prueba corta.</translation>
        </message>
        <message>
            <source>Maybe another program was using the computer during one of the two.</source>
            <translation>Quizá otro programa ocupaba el ordenador en esta tirada o en la prueba corta.</translation>
        </message>
        <message>
            <source>Identical text ✓</source>
            <translation>Texto idéntico ✓</translation>
        </message>
        <message>
            <source>The texts differ ✕</source>
            <translation>Los textos son distintos ✕</translation>
        </message>
        <message>
            <source>▼ %1× (slower)</source>
            <translation>▼ %1× (más lento)</translation>
        </message>
        <message>
            <source>in this run: %2 ÷ %3 ms · predicted %1</source>
            <translation>en esta tirada: %2 ÷ %3 ms · prevista %1</translation>
        </message>
        <message>
            <source>The big model alone took %1 ms; draft + verification, %2 ms. One run is noisy: the clock also counts whatever else this computer was doing.</source>
            <translation>El modelo grande solo tardó %1 ms; borrador + verificación, %2 ms. Una tirada tiene ruido: el reloj cuenta también todo lo demás que hacía este ordenador.</translation>
        </message>
        <message>
            <source>This should not happen: the big model decides every character. Please report it.</source>
            <translation>Esto no debería pasar: el modelo grande decide cada carácter. Avísanos, por favor.</translation>
        </message>
        <message>
            <source>The same text: the big model decides every character, both runs use the same random numbers (the same seed: the same starting point), and here only the character it draws is accepted (chatbots use the sampling lab's rule).</source>
            <translation>Es el mismo texto: el modelo grande decide cada carácter, los dos textos usan los mismos números al azar (la misma semilla: el mismo punto de partida) y aquí solo se acepta el carácter que él saca (los chatbots usan la regla del laboratorio de muestreo).</translation>
        </message>
        <message>
            <source>Why, if sampling is random? Both runs use the same random numbers (from the seed): a proposal is kept only if it is the character the big model draws. The Sampling Lab uses another rule, min(1, p/q); both keep the big model's distribution.</source>
            <translation>¿Por qué, si el muestreo es al azar? Las dos ejecuciones usan los mismos números al azar (de la semilla): una propuesta solo se queda si es el carácter que sortea el modelo grande. El Laboratorio de muestreo usa otra regla, min(1, p/q); las dos mantienen el reparto del modelo grande.</translation>
        </message>
        <message>
            <source>Why? In greedy mode the big model always takes its most likely character: its choice does not depend on chance, and a proposal is accepted only if it is that one.</source>
            <translation>¿Por qué? En modo voraz el modelo grande toma siempre su carácter más probable: su elección no depende del azar, y una propuesta solo se acepta si es ese.</translation>
        </message>
        <message>
            <source>Measured: %1; predicted: %2 (%3 % more): close to what the short test foresaw.</source>
            <translation>Medida: %1; prevista: %2 (un %3 % más): cerca de lo que anticipó la prueba corta.</translation>
        </message>
        <message>
            <source>Measured: %1; predicted: %2 (%3 % less): close to what the short test foresaw.</source>
            <translation>Medida: %1; prevista: %2 (un %3 % menos): cerca de lo que anticipó la prueba corta.</translation>
        </message>
        <message>
            <source>Slow passes: %1 → %2; clock: %3 → %4 ms.</source>
            <translation>Pasadas lentas: %1 → %2; reloj: %3 → %4 ms.</translation>
        </message>
        <message>
            <source>Slow passes: %1 → %2; clock: %3 → %4 ms, because in this run a round (proposing + checking %5 positions) took %6 ms, and one character alone %7 ms.</source>
            <translation>Pasadas lentas: %1 → %2; reloj: %3 → %4 ms, porque en esta tirada una ronda (proponer + comprobar %5 posiciones) tardó %6 ms, y un carácter solo, %7 ms.</translation>
        </message>
        <message>
            <source>Slower than the short test: per round, %1 → %3 ms; per character alone, %2 → %4.</source>
            <translation>Más lenta que la prueba corta: por ronda, %1 → %3 ms; por carácter solo, %2 → %4.</translation>
        </message>
        <message>
            <source>Faster than the short test: per round, %1 → %3 ms; per character alone, %2 → %4.</source>
            <translation>Más rápida que la prueba corta: por ronda, %1 → %3 ms; por carácter solo, %2 → %4.</translation>
        </message>
        <message>
            <source>Another pace than the short test: per round, %1 → %3 ms; per character alone, %2 → %4.</source>
            <translation>A otro ritmo que la prueba corta: por ronda, %1 → %3 ms; por carácter solo, %2 → %4.</translation>
        </message>
        <message>
            <source>%1 ÷ %2: luck, %3 characters per round here (%4 ÷ %5) against %6 expected (× %7), and the times (× %8).</source>
            <translation>%1 ÷ %2: la suerte, %3 caracteres por ronda aquí (%4 ÷ %5) frente a %6 esperados (× %7), y los tiempos (× %8).</translation>
        </message>
        <message>
            <source>Take it to the Lab ▶</source>
            <translation>Llevar al laboratorio ▶</translation>
        </message>
        <message>
            <source>Put this measured point on the Lab's theory chart</source>
            <translation>Pon este punto medido en la gráfica teórica del Laboratorio</translation>
        </message>
    </context>
</TS>
