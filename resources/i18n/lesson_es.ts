<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
    <context>
        <name>BadDraftScreen</name>
        <message>
            <source>%1%</source>
            <translation>%1 %</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%1 de %2</translation>
        </message>
        <message>
            <source>With a bad draft the big model nearly always rejects the first proposal: all of them are discarded and the round leaves a single token. Drag the &lt;a href="gloss:alpha"&gt;acceptance rate&lt;/a&gt; and watch. &lt;a href="gloss:expected"&gt;“Expected”&lt;/a&gt; is an average; “in this run” is one run's luck.</source>
            <translation>Con un mal borrador, el modelo grande rechaza casi siempre la primera propuesta: se descartan todas y la ronda deja un solo token. Mueve la &lt;a href="gloss:alpha"&gt;tasa de aceptación&lt;/a&gt; y fíjate. &lt;a href="gloss:expected"&gt;«esperado»&lt;/a&gt; es una media; «en esta tirada», la suerte de una tirada.</translation>
        </message>
        <message>
            <source>tokens per round (expected)</source>
            <translation>tokens por ronda (esperado)</translation>
        </message>
        <message>
            <source>proposals thrown away: rejected, or after a rejection (expected)</source>
            <translation>propuestas que se descartan: rechazadas o después de un rechazo (esperado)</translation>
        </message>
        <message>
            <source>rounds that left just one token (in this run)</source>
            <translation>rondas que dejaron un solo token (en esta tirada)</translation>
        </message>
        <message>
            <source>Tokens per round (k = %1)</source>
            <translation>Tokens por ronda (k = %1)</translation>
        </message>
        <message>
            <source>Good draft or bad, free or costly, the text is the same the big model would write alone (with its most likely token): only the time changes. A bad free draft (c = 0) gains little but never loses: each slow pass leaves at least one token, and in this lesson checking costs one slow pass, like writing one. A costly draft loses below its break-even α (step 5).</source>
            <translation>Bueno o malo, gratis o con coste, el borrador deja el mismo texto que escribiría el modelo grande solo (con su token más probable): solo cambia el tiempo. Un mal borrador gratis (c = 0) gana poco, pero nunca pierde: cada pasada lenta deja al menos un token, y en esta lección verificar cuesta una pasada lenta, como escribir uno. Uno que cuesta tiempo pierde por debajo de su α de equilibrio (pantalla 5).</translation>
        </message>
        <message>
            <source>Expected % of the rounds. Red: first proposal rejected; green: accepted proposals too. The good draft leaves %1 tokens in %2% of its rounds.</source>
            <translation>% de las rondas, esperado. Roja: rechaza la 1.ª propuesta (solo queda su token propio); verdes: acepta al menos una. El buen borrador deja %1 tokens en el %2 % de sus rondas.</translation>
        </message>
    </context>
    <context>
        <name>ChatbotScreen</name>
        <message>
            <source>They quietly swapped in a smaller model under the same name.</source>
            <translation>Lo cambiaron a escondidas por un modelo más pequeño con el mismo nombre.</translation>
        </message>
        <message>
            <source>What probably changed?</source>
            <translation>¿Qué cambió, probablemente?</translation>
        </message>
        <message>
            <source>A puzzle: suppose your chatbot answers clearly faster than a year ago, on the same computers and connection and with the same model, which writes just what it would have written before. Which of these could explain it?</source>
            <translation>Un enigma: imagina que tu chatbot escribe su respuesta, token a token, bastante más deprisa que hace un año, en los mismos servidores y con la misma conexión; la empresa dice que el modelo es el mismo, y tú compruebas que, si elige siempre su token más probable, escribe exactamente lo mismo que habría escrito antes. ¿Cuál de estas opciones lo explica?</translation>
        </message>
        <message>
            <source>A smaller model writes different words, and usually worse ones. Here the words did not change: the same big model still decides every token.</source>
            <translation>Un modelo más pequeño escribe otras palabras, y normalmente peores. Aquí las palabras no cambiaron: el mismo modelo grande sigue decidiendo cada token.</translation>
        </message>
        <message>
            <source>A draft (or drafting heads) runs ahead and the big model verifies its proposals in blocks.</source>
            <translation>Un borrador (o unas cabezas de borrador) va por delante y el modelo grande verifica sus propuestas todas a la vez.</translation>
        </message>
        <message>
            <source>The model now skips the tokens it is unsure about.</source>
            <translation>Ahora el modelo se salta los tokens de los que no está seguro.</translation>
        </message>
        <message>
            <source>Skipping tokens would change the answer. Nothing is skipped: every token is still the big model's own choice.</source>
            <translation>Saltarse tokens cambiaría la respuesta. No se salta nada: cada token sigue siendo elección del modelo grande.</translation>
        </message>
        <message>
            <source>Your internet connection got faster.</source>
            <translation>Tu conexión a internet es más rápida.</translation>
        </message>
        <message>
            <source>An answer is a few kilobytes of text: sending it is almost instant. The wait is the model writing, one slow pass after another.</source>
            <translation>Una respuesta son unos pocos kilobytes de texto: enviarla es casi instantáneo. La espera es el modelo escribiendo, una pasada lenta tras otra.</translation>
        </message>
        <message>
            <source>The same answer, a year ago and today</source>
            <translation>La misma respuesta, hace un año y hoy</translation>
        </message>
        <message>
            <source>The answer a year ago</source>
            <translation>La respuesta hace un año</translation>
        </message>
        <message>
            <source>A year ago: %1 slow passes for %1 tokens, one per token. Press “Restart” to watch it again, or answer to see today's lane.</source>
            <translation>Hace un año: %1 pasadas lentas para %1 tokens, una por token. Pulsa «Ver de nuevo» para verlo otra vez, o responde y verás cómo escribe hoy.</translation>
        </message>
        <message>
            <source>A year ago: one slow pass per token, one after another. Today the same words arrive sooner: answer to see today's lane.</source>
            <translation>Hace un año: una pasada lenta por token, una detrás de otra. Hoy las mismas palabras llegan antes: responde y verás cómo escribe hoy.</translation>
        </message>
        <message>
            <source>A year ago: one slow pass per token (press Play to watch). Today the same words arrive sooner: answer to see today's lane.</source>
            <translation>Hace un año: una pasada lenta por token (pulsa Reproducir para verlo). Hoy las mismas palabras llegan antes: responde y verás cómo escribe hoy.</translation>
        </message>
        <message>
            <source>Today the draft proposes ahead (orange) and each slow pass verifies a block: %1 slow passes instead of %2. From outside you cannot tell; only the waiting changed.</source>
            <translation>Hoy el borrador propone por delante (naranja) y cada pasada lenta verifica un bloque: %1 pasadas lentas en vez de %2. Desde fuera no se nota; solo cambió la espera.</translation>
        </message>
        <message>
            <source>A year ago</source>
            <translation>Hace un año</translation>
        </message>
        <message>
            <source>Speculative decoding: same model, same words, far fewer slow passes. It is one likely reason, not the only one: faster chips, serving many users at once, storing the weights with fewer bits (step 11) and keeping the work already done on the system prompt (the hidden instructions read before every question) also speed chatbots up.</source>
            <translation>Decodificación especulativa: el mismo modelo, las mismas palabras, muchas menos pasadas lentas. Es una razón probable, no la única: chips más rápidos, atender a muchos usuarios a la vez, guardar los pesos con menos bits (pantalla 11) y guardar el trabajo ya hecho con las instrucciones del sistema (el texto oculto que se lee antes de cada pregunta) también aceleran los chatbots.</translation>
        </message>
        <message>
            <source>Today</source>
            <translation>Hoy</translation>
        </message>
        <message>
            <source>time, in slow passes →</source>
            <translation>tiempo, en pasadas lentas →</translation>
        </message>
    </context>
    <context>
        <name>CheckingScreen</name>
        <message>
            <source>Verifying: the draft proposes, then one slow pass (V)</source>
            <translation>Con borrador: el borrador propone y luego una pasada lenta (V)</translation>
        </message>
        <message>
            <source>Without a draft: the big model alone, one slow pass per token</source>
            <translation>Sin borrador: el modelo grande solo, una pasada lenta por token</translation>
        </message>
        <message>
            <source>Verifying: the draft proposes %1, one slow pass (V) checks them and adds 1</source>
            <translation>Con borrador: propone %1, una pasada lenta (V) los verifica y añade uno suyo</translation>
        </message>
        <message>
            <source>small blocks: the draft, %1 slow pass per step</source>
            <translation>bloques pequeños: el borrador, %1 pasadas lentas por paso</translation>
        </message>
        <message>
            <source>Already written: “%1”. Next:</source>
            <translation>Ya escrito: «%1»…</translation>
        </message>
        <message>
            <source>time, in slow passes (V counts as 1) →</source>
            <translation>tiempo, en pasadas lentas (V cuesta algo más de 1; la contamos como 1) →</translation>
        </message>
        <message>
            <source>draft steps (their cost c depends on the draft: this one, %1 of a slow pass each)</source>
            <translation>pasos del borrador (su coste c depende del borrador: este, %1 de pasada lenta cada uno)</translation>
        </message>
        <message>
            <source>&lt;b&gt;Why one pass is enough:&lt;/b&gt; the slow part of a pass is a trip to memory for the model's weights (the numbers of all its layers). Writing, each token waits for the one before; &lt;a href="gloss:verify"&gt;verifying&lt;/a&gt;, they are already written and &lt;b&gt;one&lt;/b&gt; trip serves them all.</source>
            <translation>&lt;b&gt;Por qué basta una pasada:&lt;/b&gt; lo lento de una pasada es ir a la memoria a por los pesos del modelo (los números de todas sus capas). Al escribir, un viaje por token; al &lt;a href="gloss:verify"&gt;verificar&lt;/a&gt;, el borrador ya los propuso: &lt;b&gt;un&lt;/b&gt; viaje para todos.</translation>
        </message>
        <message>
            <source>%1 blue: written by the big model (above, one per pass; below, + is V's own) &amp;nbsp;&amp;nbsp; %2 green: proposed by the draft, accepted by V</source>
            <translation>%1 azul: lo escribe el modelo grande (arriba, uno por pasada; abajo, +: su propio token) &amp;nbsp;&amp;nbsp; %2 verde: lo propuso el borrador y V lo aceptó</translation>
        </message>
        <message>
            <source>With a window of 0 the draft proposes nothing, so there is nothing to verify. Drag k up.</source>
            <translation>Con una ventana de 0 el borrador no propone nada, así que no hay nada que verificar. Sube k.</translation>
        </message>
        <message numerus="yes">
            <source>With the draft, done at %1: %n draft step(s) (%2) + 1 slow pass. Without it, still going. Here the draft guessed them all: the best case.</source>
            <translation>
                <numerusform>Con borrador ya terminó en el tiempo %1: %n paso del borrador (%2) + 1 pasada lenta. Sin borrador sigue. Aquí V lo aceptó: el mejor caso.</numerusform>
                <numerusform>Con borrador ya terminó en el tiempo %1: %n pasos del borrador (%2) + 1 pasada lenta. Sin borrador sigue. Aquí V los aceptó todos: el mejor caso.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Same %1 tokens: writing, %1 slow passes; verifying, %2: %n draft step(s) (%3) + 1 slow pass that keeps them and adds its own. The draft guessed them all here, the best case; step 3 has rejections.</source>
            <translation>
                <numerusform>Los mismos %1 tokens: sin borrador, %1 pasadas lentas; con borrador, %2: %n paso del borrador (%3) + 1 pasada lenta que lo acepta y añade el suyo. El mejor caso: lo aceptó (la pantalla 3 trae rechazos).</numerusform>
                <numerusform>Los mismos %1 tokens: sin borrador, %1 pasadas lentas; con borrador, %2: %n pasos del borrador (%3) + 1 pasada lenta que los acepta y añade el suyo. El mejor caso: los aceptó (la pantalla 3 trae rechazos).</numerusform>
            </translation>
        </message>
        <message>
            <source>One slow pass works out, at every position, the token the big model would choose and compares it with the proposal, all at once; at the end it adds its own. Here every proposal is right: the best case.</source>
            <translation>Una pasada lenta calcula, en cada posición, el token que elegiría el modelo grande y lo compara con la propuesta, todas a la vez; al final añade el suyo. Aquí todas aciertan: el mejor caso.</translation>
        </message>
        <message>
            <source>The draft model proposes its tokens one after another: small steps, %1 slow pass each (the small blocks).</source>
            <translation>El modelo borrador propone sus tokens uno tras otro: pasos pequeños de %1 pasadas lentas cada uno (los bloques pequeños).</translation>
        </message>
        <message>
            <source>Writing, token 2 waits for token 1. But if a small, fast &lt;a href="gloss:draft"&gt;draft model&lt;/a&gt; has already proposed the next k tokens (the &lt;a href="gloss:window"&gt;window&lt;/a&gt;), the &lt;a href="gloss:target"&gt;big model&lt;/a&gt; only has to &lt;i&gt;verify&lt;/i&gt; them, all at once.</source>
            <translation>Al escribir, cada token espera al anterior. Pero si un &lt;a href="gloss:draft"&gt;modelo borrador&lt;/a&gt; pequeño y rápido ya propuso los k siguientes (la &lt;a href="gloss:window"&gt;ventana&lt;/a&gt;), al &lt;a href="gloss:target"&gt;modelo grande&lt;/a&gt; le basta con &lt;i&gt;verificarlos&lt;/i&gt;, todos a la vez.</translation>
        </message>
        <message>
            <source>Writing: the big model, no draft</source>
            <translation>Escribir: el modelo grande, sin borrador</translation>
        </message>
        <message numerus="yes">
            <source>Both lanes continue “%1 …” with the same %n token(s). Press Play: which one finishes first?</source>
            <translation>
                <numerusform>Las dos pistas continúan «%1 …» con el mismo token. Pulsa Reproducir: ¿cuál termina antes?</numerusform>
                <numerusform>Las dos pistas continúan «%1 …» con los mismos %n tokens. Pulsa Reproducir: ¿cuál termina antes?</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ChoiceQuestion</name>
        <message>
            <source>Right.</source>
            <translation>¡Correcto!</translation>
        </message>
        <message>
            <source>Not quite.</source>
            <translation>No exactamente.</translation>
        </message>
        <message>
            <source>Try another option.</source>
            <translation>Prueba otra opción.</translation>
        </message>
    </context>
    <context>
        <name>DragQuestion</name>
        <message>
            <source>α = %1</source>
            <translation>α = %1</translation>
        </message>
        <message>
            <source>at α = %1: %2</source>
            <translation>en α = %1: %2</translation>
        </message>
        <message>
            <source>Right.</source>
            <translation>¡Correcto!</translation>
        </message>
        <message>
            <source>Not quite.</source>
            <translation>No exactamente.</translation>
        </message>
        <message>
            <source>Check</source>
            <translation>Comprobar</translation>
        </message>
        <message>
            <source>Acceptance rate α for your answer</source>
            <translation>Tasa de aceptación α de tu respuesta</translation>
        </message>
    </context>
    <context>
        <name>EasyWordsScreen</name>
        <message>
            <source>Reveal each token's acceptance</source>
            <translation>Revelar la aceptación de cada token</translation>
        </message>
        <message>
            <source>Start over</source>
            <translation>Borrar mis marcas</translation>
        </message>
        <message>
            <source>&lt;b&gt;Click the tokens&lt;/b&gt; a small draft would get wrong (click again to unmark), then reveal. Look for the &lt;b&gt;hard tokens&lt;/b&gt;: places where several words fit. “Érase una” (grey) is given.</source>
            <translation>&lt;b&gt;Haz clic en los tokens&lt;/b&gt; que un borrador pequeño propondría mal (otro clic los desmarca) y luego pulsa «Revelar la aceptación de cada token». Busca los &lt;b&gt;tokens difíciles&lt;/b&gt;: sitios donde encajan varias palabras. «Érase una» (en gris) ya está dado.</translation>
        </message>
        <message>
            <source>The sentence, token by token</source>
            <translation>La frase, token a token</translation>
        </message>
        <message>
            <source>Most words are easy: after “Érase una” almost only “vez” fits, and a tiny draft knows it. The big model still verifies every token; easy tokens make it accept more often (a high &lt;a href="gloss:alpha"&gt;acceptance rate&lt;/a&gt;), so the accepted prefixes grow long and each slow pass leaves several tokens.</source>
            <translation>La mayoría de las palabras son fáciles: tras «Érase una» casi solo cabe «vez», y un borrador diminuto lo sabe. El modelo grande sigue verificando cada token; los tokens fáciles hacen que acepte más a menudo (una &lt;a href="gloss:alpha"&gt;tasa de aceptación&lt;/a&gt; alta), así que los prefijos aceptados se alargan y cada pasada lenta deja varios tokens.</translation>
        </message>
        <message numerus="yes">
            <source>Reveal (you marked %n token(s))</source>
            <translation>
                <numerusform>Revelar (marcaste %n token)</numerusform>
                <numerusform>Revelar (marcaste %n tokens)</numerusform>
            </translation>
        </message>
        <message>
            <source>A few hard tokens pull the average down a little; the many easy ones keep it high. The big model verifies them all; a high α means long accepted prefixes and few slow passes.</source>
            <translation>Unos pocos tokens difíciles bajan un poco la media; los muchos fáciles la mantienen alta. El modelo grande los verifica todos; con un α alto, los prefijos aceptados son largos y hay pocas pasadas lentas.</translation>
        </message>
        <message>
            <source>Task: mark where a small draft would fail. The words are the big model's; under each, the chance (an example, not a measurement) that the draft proposes that same word, so it is accepted. Dashed red: a hard token (below %1). ★ you found it · ! you missed it · ○ you marked it, but it is easy.</source>
            <translation>Tarea: marca dónde fallaría un borrador pequeño. Las palabras son las del modelo grande; bajo cada una, la probabilidad (inventada como ejemplo, no medida en un modelo) de que el borrador proponga esa misma palabra, y así se acepte. Rojo discontinuo: token difícil (por debajo de %1). ★ lo encontraste · ! se te pasó · ○ lo marcaste, pero es fácil.</translation>
        </message>
        <message>
            <source>average acceptance α: the chance a token picked at random is accepted, here, in this sentence (in steps 4 and 6 and in the Lab you set α yourself)</source>
            <translation>tasa de aceptación media α: la de un token cualquiera tras «Érase una» (en las pantallas 4 y 6 y en el laboratorio la eliges tú)</translation>
        </message>
        <message>
            <source>of the %1 tokens are hard: several words fit (acceptance below %2: rejected more often than accepted)</source>
            <translation>de los %1 tokens tras «Érase una» son difíciles: encajan varias palabras (aceptación por debajo de %2: se rechazan más veces de las que se aceptan)</translation>
        </message>
        <message numerus="yes">
            <source>You did not mark any token. The dashed chips are the hard tokens: only %n of %1.</source>
            <translation>
                <numerusform>No marcaste ningún token. Las fichas de borde discontinuo son los tokens difíciles: solo %n de %1.</numerusform>
                <numerusform>No marcaste ningún token. Las fichas de borde discontinuo son los tokens difíciles: solo %n de %1.</numerusform>
            </translation>
        </message>
        <message>
            <source>You found %1 of the %2 hard tokens.</source>
            <translation>Encontraste %1 de los %2 tokens difíciles.</translation>
        </message>
        <message>
            <source>Hard tokens you did not mark (!): %1.</source>
            <translation>Tokens difíciles sin marcar (!): %1.</translation>
        </message>
        <message>
            <source>“%1”</source>
            <translation>«%1»</translation>
        </message>
        <message>
            <source>Tap any token to see why it is easy or hard.</source>
            <translation>Toca cualquier token para ver por qué es fácil o difícil.</translation>
        </message>
        <message>
            <source>After “Érase una” almost nothing but “vez” fits: even a tiny model gets it.</source>
            <translation>Después de «Érase una» casi solo cabe «vez»: hasta un modelo diminuto lo acierta.</translation>
        </message>
        <message>
            <source>Truly hard: niña, princesa, reina, bruja… the draft often picks another one.</source>
            <translation>Difícil de verdad: niña, princesa, reina, bruja… el borrador a menudo elige otra.</translation>
        </message>
        <message>
            <source>Where does she live? Casita, cabaña, cueva, granja… many answers fit.</source>
            <translation>¿Dónde vive? Casita, cabaña, cueva, granja… caben muchas respuestas.</translation>
        </message>
        <message>
            <source>After “en medio”, “del” is nearly certain.</source>
            <translation>Después de «en medio», «del» es casi seguro.</translation>
        </message>
        <message>
            <source>Hard: several tokens fit here, so the small draft often chooses another.</source>
            <translation>Difícil: aquí caben varios tokens, así que el borrador pequeño a menudo elige otro.</translation>
        </message>
        <message>
            <source>Marked, but easy (○): %1.</source>
            <translation>Marcados, pero fáciles (○): %1.</translation>
        </message>
        <message>
            <source>tokens per round (one slow pass), estimated with k = %1 and the mean α above (each token has its own α, so it is approximate)</source>
            <translation>tokens por ronda (una pasada lenta), estimados con una ventana k = %1 y el α medio de arriba (cada token tiene su propio α: es una aproximación)</translation>
        </message>
        <message>
            <source>With whom? Abuela, madre, gato… the story could go many ways.</source>
            <translation>¿Con quién? Abuela, madre, gato… el cuento puede seguir por muchos caminos.</translation>
        </message>
        <message>
            <source>An easy token: the grammar or the story so far leaves little choice.</source>
            <translation>Un token fácil: la gramática o el cuento hasta aquí dejan poco donde elegir.</translation>
        </message>
    </context>
    <context>
        <name>ExplainerScreen</name>
        <message>
            <source>◀ Back to: %1</source>
            <translation>◀ Volver a: %1</translation>
        </message>
        <message>
            <source>The written explainer</source>
            <translation>El explicador escrito</translation>
        </message>
        <message>
            <source>A language model writes its answer one token (a word or a piece of a word) at a time, in order. To choose each token the whole big model runs once: it fetches all its weights from memory, layer by layer, and that is the slow part (what it worked out for the earlier text it keeps and does not redo). That is one slow pass. The next pass cannot start before that token exists, because it needs it as input. Ten tokens, ten slow passes, one after another.</source>
            <translation>Un modelo de lenguaje escribe su respuesta token a token (un token es una palabra o un trozo de palabra), en orden. Para elegir cada token, el modelo grande entero se ejecuta una vez: trae de la memoria todos sus pesos, capa a capa, y eso es lo lento (lo que ya calculó del texto anterior lo guarda y no lo repite). Es una pasada lenta. La pasada siguiente no puede empezar antes de que ese token exista, porque lo necesita como entrada. Diez tokens, diez pasadas lentas, una detrás de otra.</translation>
        </message>
        <message>
            <source>The question of this lesson: the order cannot change, but can we cut the wait? The answer is called speculative decoding.</source>
            <translation>La pregunta de esta lección: el orden no puede cambiar, pero ¿podemos acortar la espera? La respuesta se llama decodificación especulativa.</translation>
        </message>
        <message>
            <source>Each blue block is one slow pass: it writes a single token and waits for the one before.</source>
            <translation>Cada bloque azul es una pasada lenta: escribe un solo token y espera al anterior.</translation>
        </message>
        <message>
            <source>Suppose a small, fast draft model has already proposed the next k tokens. The big model no longer has to write them, only to verify them: at every position it asks “is this the token I would have chosen here?”</source>
            <translation>Imagina que un modelo borrador, pequeño y rápido, ya ha propuesto los k tokens siguientes. El modelo grande ya no tiene que escribirlos, solo verificarlos: en cada posición pregunta «¿es este el token que yo habría elegido aquí?».</translation>
        </message>
        <message>
            <source>The proposed tokens all exist already, so the k positions do not wait for each other. And a slow pass is mostly reading the model's weights from memory: once read, they serve every position, and the GPU computes the positions in parallel. So verifying k tokens costs about one slow pass, while writing them costs k slow passes in a row.</source>
            <translation>Los tokens propuestos ya existen todos, así que las k posiciones no se esperan entre sí. Y una pasada lenta es, sobre todo, leer de la memoria los pesos del modelo: una vez leídos, sirven para todas las posiciones, y la GPU calcula las posiciones en paralelo. Por eso verificar k tokens cuesta más o menos una pasada lenta, mientras que escribirlos cuesta k pasadas lentas seguidas.</translation>
        </message>
        <message>
            <source>The same six tokens. Top: written by the big model, six slow passes. Bottom: the draft proposes five in short steps (orange: cheap, not free) and a single slow pass (V) verifies them and adds the sixth, its own (+). Below, why: writing makes six trips to memory for the weights, one after another; verifying makes one.</source>
            <translation>Los mismos seis tokens. Arriba: los escribe el modelo grande, seis pasadas lentas. Abajo: el borrador propone cinco en pasos cortos (naranja: barato, no gratis) y una sola pasada lenta (V) los verifica y añade el sexto, el suyo (+). Debajo, el porqué: escribir hace seis viajes a la memoria a por los pesos, uno tras otro; verificar, uno solo.</translation>
        </message>
        <message>
            <source>Speculative decoding repeats one round. First the draft proposes k tokens. Then one slow pass of the big model verifies them all. It keeps the accepted prefix (the proposals it accepts one after another from the start, up to the first one it rejects) and throws away the rest, even those after it. The same pass also gives its own next token: where the first proposal failed it is a correction; if all k were accepted, it is an extra token. That token is not free: it costs the pass, just as without a draft.</source>
            <translation>La decodificación especulativa repite una ronda. Primero el borrador propone k tokens. Después, una pasada lenta del modelo grande los verifica todos. Se queda con el prefijo aceptado (las propuestas que acepta una tras otra desde el principio, hasta la primera que rechaza) y descarta el resto, incluso las que vienen después. La misma pasada da también su propio token siguiente: donde falló la primera propuesta es una corrección; si aceptó las k, es un token extra. Ese token no es gratis: cuesta la pasada, igual que sin borrador.</translation>
        </message>
        <message>
            <source>So every round leaves at least one token and at most k + 1, for one slow pass, and the text is the same text the big model would write alone.</source>
            <translation>Así, cada ronda deja al menos un token y como mucho k + 1, por una pasada lenta, y el texto es el mismo que escribiría el modelo grande solo.</translation>
        </message>
        <message>
            <source>Each row is one round. V: the slow pass; ✓ accepted; ✕ the first rejected proposal; struck out: thrown away; +: the big model's own token.</source>
            <translation>Cada fila es una ronda. V: la pasada lenta; ✓ aceptado; ✕ la primera propuesta rechazada; tachado: se descarta; +: el token propio del modelo grande.</translation>
        </message>
        <message>
            <source>Two numbers decide how much a round gains. The acceptance rate α is the chance that the big model accepts a proposed token; the window k is how many tokens the draft proposes per round.</source>
            <translation>Dos números deciden cuánto gana una ronda. La tasa de aceptación α es la probabilidad de que el modelo grande acepte un token propuesto; la ventana k es cuántos tokens propone el borrador en cada ronda.</translation>
        </message>
        <message>
            <source>If each proposal is accepted with probability α, a round leaves on average 1 + α + α² + … + αᵏ tokens. With α = %1 and k = 4 that is %2 tokens per slow pass (expected), so 100 tokens need about %3 slow passes instead of 100.</source>
            <translation>Si cada propuesta se acepta con probabilidad α, una ronda deja de media 1 + α + α² + … + αᵏ tokens. Con α = %1 y k = 4 son %2 tokens por pasada lenta (esperado), así que 100 tokens necesitan unas %3 pasadas lentas en vez de 100.</translation>
        </message>
        <message>
            <source>Slow passes needed for 100 tokens against α, with k = 4 and a free draft. The dashed line is writing without a draft; lower is better.</source>
            <translation>Pasadas lentas necesarias para 100 tokens según α, con k = 4 y un borrador gratis. La línea discontinua es escribir sin borrador; más abajo es mejor.</translation>
        </message>
        <message>
            <source>Real drafts cost time. If each draft step costs c slow passes, a round lasts 1 + k·c slow passes and pays off only while it leaves more tokens than that. With k = 4 and c = %1 the break-even (for k = 4) is α ≈ %2: there the speed-up is 1×, and below it the draft makes you slower.</source>
            <translation>Los borradores reales cuestan tiempo. Si cada paso del borrador cuesta c pasadas lentas, una ronda dura 1 + k·c pasadas lentas y solo compensa mientras deje más tokens que eso. Con k = 4 y c = %1, el α de equilibrio (para k = 4) es α ≈ %2: ahí la aceleración vale 1×, y por debajo el borrador te hace ir más lento.</translation>
        </message>
        <message>
            <source>The same chart when each draft step costs a quarter of a slow pass: the total time (orange) crosses the line of writing alone at the break-even rate (red).</source>
            <translation>La misma gráfica cuando cada paso del borrador cuesta un cuarto de pasada lenta: el tiempo total (naranja) cruza la línea de escribir solo en el α de equilibrio (rojo).</translation>
        </message>
        <message>
            <source>How many tokens one round leaves, expected for k = 4 and α = 0.2: four rounds in five leave a single token.</source>
            <translation>Cuántos tokens deja una ronda, lo esperado con k = 4 y α = 0,2: cuatro rondas de cada cinco dejan un solo token.</translation>
        </message>
        <message>
            <source>Real text is mostly predictable. After “Érase una” even a tiny model proposes “vez”; grammar words and the ends of common phrases are easy too. Only at the forks, where many continuations fit, does the small model often propose something else.</source>
            <translation>El texto real es casi todo predecible. Después de «Érase una», hasta un modelo diminuto propone «vez»; las palabras gramaticales y los finales de frases hechas también son fáciles. Solo en los tokens difíciles, donde encajan muchas continuaciones, el borrador propone a menudo otra cosa.</translation>
        </message>
        <message>
            <source>The big model still verifies every token. What the easy tokens change is how often it accepts them: the average acceptance rate is high, the accepted prefixes are long, and the trick pays.</source>
            <translation>El modelo grande sigue verificando cada token. Lo que cambian los tokens fáciles es con qué frecuencia los acepta: la tasa de aceptación media es alta, los prefijos aceptados son largos y el truco compensa.</translation>
        </message>
        <message>
            <source>Medusa's way: the previous slow pass wrote H1 with the big model's own head and its two added heads proposed H2, H3; this round's slow pass verifies those two.</source>
            <translation>A la manera de Medusa: la pasada lenta anterior escribió el C1 con la cabeza propia del modelo grande y sus dos cabezas añadidas propusieron C2 y C3; la pasada lenta de esta ronda verifica esas dos.</translation>
        </message>
        <message>
            <source>If answers arrive faster than last year with the same model and the same quality, one likely reason is speculative decoding: same model, same words, fewer slow passes of the big model, and a lower cost per answer. It is not the only one: faster chips, serving many users at once and storing the weights with fewer bits help too.</source>
            <translation>Si las respuestas llegan antes que el año pasado con el mismo modelo y la misma calidad, una razón probable es la decodificación especulativa: el mismo modelo, las mismas palabras, menos pasadas lentas del modelo grande y un coste menor por respuesta. No es la única: chips más rápidos, atender a muchos usuarios a la vez y guardar los pesos con menos bits también ayudan.</translation>
        </message>
        <message>
            <source>When the big model always takes its most likely token, the text is identical. When it samples at random, a careful acceptance rule (accept a proposal with probability min(1, p/q), where p and q are the big and the small model's probabilities, otherwise draw a replacement from the difference) keeps the big model's probabilities exactly: the same distribution, not letter for letter the same text.</source>
            <translation>Cuando el modelo grande elige siempre su token más probable, el texto es idéntico. Cuando elige al azar, una regla de aceptación cuidadosa (aceptar una propuesta con probabilidad min(1, p/q), donde p y q son las probabilidades del modelo grande y del borrador, y si no, sortear un sustituto a partir de la diferencia) conserva exactamente las probabilidades del modelo grande: las mismas probabilidades para cada token, no el mismo texto letra a letra.</translation>
        </message>
        <message>
            <source>Another way to be faster and cheaper does change the model: shrink it. Quantisation stores each weight with fewer bits; distillation trains a small model to imitate the big one, and a good imitation makes a good draft model.</source>
            <translation>Otra forma de ir más rápido y más barato sí cambia el modelo: encogerlo. La cuantización guarda cada peso con menos bits; la destilación entrena un modelo pequeño para que imite al modelo grande, y una buena imitación es un buen modelo borrador.</translation>
        </message>
        <message>
            <source>Speculative decoding: propose cheaply, verify in one pass</source>
            <translation>Decodificación especulativa: proponer barato, verificar en una pasada</translation>
        </message>
        <message>
            <source>The whole lesson in writing, with its figures; each section ends with a link to its step.</source>
            <translation>Toda la lección por escrito, con sus figuras; cada sección acaba con un enlace a su pantalla.</translation>
        </message>
        <message>
            <source>Each token with its acceptance probability (illustrative values). Dashed: the hard forks.</source>
            <translation>Cada token con su probabilidad de aceptación (valores ilustrativos). Borde discontinuo: los tokens difíciles.</translation>
        </message>
        <message>
            <source>A free draft never loses, as long as checking the window costs one slow pass, as in this lesson. Even when every proposal is rejected, each pass still leaves one token, the big model's correction: exactly what writing alone gives. A useless free draft ties (1×); it never falls below.</source>
            <translation>Un borrador gratis nunca pierde, siempre que verificar la ventana cueste una pasada lenta, como en esta lección. Aunque rechace todas las propuestas, cada pasada sigue dejando un token, la corrección del modelo grande: justo lo que da escribir solo. Un borrador gratis inútil empata (1×); nunca baja de ahí.</translation>
        </message>
        <message>
            <source>With a low α most proposals are rejected at once, so nearly every round leaves only the big model's own token: close to one slow pass per token, and most of the draft's work is thrown away. The text is still the same text the big model would write alone. A free bad draft gains little but never loses (while checking costs one slow pass); a bad draft that costs time makes you slower.</source>
            <translation>Con α baja, casi todas las propuestas se rechazan enseguida, así que la mayoría de las rondas dejan solo el token propio del modelo grande: cerca de una pasada lenta por token, y casi todo el trabajo del borrador se descarta. El texto sigue siendo el mismo que escribiría el modelo grande solo. Un mal borrador gratis gana poco, pero nunca pierde (mientras verificar cueste una pasada lenta); un mal borrador que cuesta tiempo te hace ir más lento.</translation>
        </message>
        <message>
            <source>A separate draft model has to be loaded beside the big one. Many services now do without it: they add small drafting heads to the big model and train them (a head is a last layer that picks a token: the big model has its own, the added ones, small, look further ahead). In Medusa, the big model's own head gives the next token (H1) and each added head proposes one more position (H2, H3, …), all in the same slow pass and without knowing H1: drafting costs ≈ 0. EAGLE adds one head, with a small layer of its own, that proposes token after token, each time knowing its previous proposal: each step costs little, about 0.05 of a slow pass. Either way the big model verifies the proposals exactly as before and keeps only what it would have written itself.</source>
            <translation>Un modelo borrador aparte tiene que cargarse junto al grande. Muchos servicios ya prescinden de él: añaden al modelo grande unas pequeñas cabezas de borrador y las entrenan (una cabeza va encima de las capas y elige un token: el modelo grande tiene la suya y las añadidas, pequeñas, miran más allá). En Medusa, la cabeza propia del modelo grande da el siguiente token (C1) y cada cabeza añadida propone una posición más (C2, C3, …), todas en la misma pasada lenta y sin conocer el C1: proponer cuesta ≈ 0. EAGLE añade una sola cabeza, con su propia capa pequeña, que propone token a token, sabiendo cada vez lo que propuso antes: cada paso cuesta poco, del orden de 0,05 pasadas lentas. En los dos casos el modelo grande verifica las propuestas igual que antes y solo se queda con lo que habría escrito él.</translation>
        </message>
        <message>
            <source>The key idea: a draft proposes, the big model verifies the whole window in one pass and keeps what it accepts, so the answer arrives sooner with the big model's own text (how exactly: below).</source>
            <translation>La idea clave: un borrador propone, el modelo grande verifica la ventana entera en una pasada y se queda con lo que acepta, así que la respuesta llega antes con el texto del propio modelo grande (hasta qué punto, debajo).</translation>
        </message>
        <message>
            <source>Operate it: step %1 →</source>
            <translation>Opéralo: pantalla %1 →</translation>
        </message>
    </context>
    <context>
        <name>Glossary</name>
        <message>
            <source>speculative decoding</source>
            <translation>decodificación especulativa</translation>
        </message>
        <message>
            <source>token</source>
            <translation>token</translation>
        </message>
        <message>
            <source>One run of the whole big model to choose the next token: it fetches all its weights from memory, and that is the slow part (what it worked out for the earlier text is kept, not redone). It is the expensive part: writing without help costs one slow pass for every token, and each pass must wait for the one before.</source>
            <translation>Una ejecución del modelo grande entero para elegir el token siguiente: trae de la memoria todos sus pesos, y eso es lo lento (lo que ya calculó del texto anterior lo guarda; no lo repite). Es la parte cara: escribir sin ayuda cuesta una pasada lenta por cada token, y cada pasada tiene que esperar a la anterior.</translation>
        </message>
        <message>
            <source>A small, fast model that proposes the next few tokens for the big model to verify. Its proposals are only proposals: nothing it writes reaches the text unless the big model accepts it. One step of the draft costs c slow passes (see draft cost).</source>
            <translation>Un modelo pequeño y rápido que propone los próximos tokens para que el modelo grande los verifique. Sus propuestas son solo eso: nada de lo que escribe llega al texto si el modelo grande no lo acepta. Un paso del borrador cuesta c pasadas lentas (mira «coste del borrador»).</translation>
        </message>
        <message>
            <source>big model</source>
            <translation>modelo grande</translation>
        </message>
        <message>
            <source>window k</source>
            <translation>ventana k</translation>
        </message>
        <message>
            <source>How many tokens (k) the draft proposes in each round. A longer window can gain more per slow pass, but each later proposal is less likely to be accepted.</source>
            <translation>Cuántos tokens (k) propone el borrador en cada ronda. Una ventana más larga puede ganar más por pasada lenta, pero cada propuesta más lejana tiene menos probabilidad de ser aceptada.</translation>
        </message>
        <message>
            <source>verify</source>
            <translation>verificar</translation>
        </message>
        <message>
            <source>What the big model does with the proposals. The proposed tokens already exist, so in one slow pass it asks at every position at once “is this the token I would have chosen here?”. Each proposed token ends up accepted ✓ or rejected ✕.</source>
            <translation>Lo que hace el modelo grande con las propuestas. Los tokens propuestos ya existen, así que en una pasada lenta pregunta a la vez en cada posición «¿es este el token que yo habría elegido aquí?». Cada token propuesto queda aceptado ✓ o rechazado ✕.</translation>
        </message>
        <message>
            <source>round</source>
            <translation>ronda</translation>
        </message>
        <message>
            <source>One cycle of propose and verify: the draft proposes up to k tokens, then one slow pass verifies them and adds the big model's own token. A round leaves between 1 and k + 1 tokens.</source>
            <translation>Un ciclo de proponer y verificar: el borrador propone hasta k tokens y luego una pasada lenta los verifica y añade el token propio del modelo grande. Una ronda deja entre 1 y k + 1 tokens.</translation>
        </message>
        <message>
            <source>accepted prefix</source>
            <translation>prefijo aceptado</translation>
        </message>
        <message>
            <source>The proposed tokens that the big model accepts one after another from the start of the window, up to the first rejection (the ✓ tokens). Everything from the first ✕ onwards is thrown away.</source>
            <translation>Los tokens propuestos que el modelo grande acepta uno tras otro desde el principio de la ventana, hasta el primer rechazo (los tokens ✓). Todo lo que va desde la primera ✕ se descarta.</translation>
        </message>
        <message>
            <source>extra token and correction</source>
            <translation>token propio (extra o corrección)</translation>
        </message>
        <message>
            <source>The big model's own token (+), which the verifying pass adds every round. If all k proposals were accepted it is an extra token; if one was rejected, the big model puts its own token there instead: a correction. It is not free: it costs the slow pass, as writing without a draft would. That is why every round leaves at least one token.</source>
            <translation>El token propio del modelo grande (+), que la pasada de verificar añade en cada ronda. Si aceptó las k propuestas, es un token extra; si rechazó una, el modelo grande pone ahí su propio token: una corrección. No es gratis: cuesta la pasada lenta, igual que escribir sin borrador. Por eso cada ronda deja al menos un token.</translation>
        </message>
        <message>
            <source>acceptance rate α</source>
            <translation>tasa de aceptación α</translation>
        </message>
        <message>
            <source>The chance that the big model accepts a proposed token. At α = 0.9 nine proposals in ten are accepted; at α = 0 every round leaves only the big model's own token.</source>
            <translation>La probabilidad de que el modelo grande acepte un token propuesto. Con α = 0,9 se aceptan nueve propuestas de cada diez; con α = 0 cada ronda deja solo el token propio del modelo grande.</translation>
        </message>
        <message>
            <source>How many times sooner the text arrives than with one slow pass per token: the tokens a round leaves, divided by how long the round takes in slow passes, drafting time included. 2.4× means faster; below 1, such as 0.79×, means slower.</source>
            <translation>Cuántas veces antes llega el texto que con una pasada lenta por token: los tokens que deja una ronda divididos entre lo que dura la ronda en pasadas lentas, con el tiempo del borrador incluido. 2,4× es más rápido; por debajo de 1, como 0,79×, es más lento.</translation>
        </message>
        <message>
            <source>draft cost c</source>
            <translation>coste del borrador c</translation>
        </message>
        <message>
            <source>break-even α</source>
            <translation>α de equilibrio</translation>
        </message>
        <message>
            <source>expected, in this run</source>
            <translation>esperado, en esta tirada</translation>
        </message>
        <message>
            <source>A run is one go through the text, with its own luck: which proposals happen to be accepted. A number marked “expected” (or “on average”) is what the maths gives over many runs. A number marked “in this run” is what one random run happened to give. The two differ by luck.</source>
            <translation>Una tirada es escribir el texto una vez, con su propia suerte: qué propuestas salen aceptadas. Un número marcado «esperado» (o «de media») es lo que dan las cuentas sobre muchas tiradas. Un número marcado «en esta tirada» es lo que salió en una tirada al azar. Los dos se diferencian por la suerte.</translation>
        </message>
        <message>
            <source>transformer</source>
            <translation>transformer</translation>
        </message>
        <message>
            <source>The kind of neural network behind today's chatbots. It reads the whole text so far and gives, for every possible next token, how likely it is. The real-models lab has two tiny ones: the big model and a draft.</source>
            <translation>El tipo de red neuronal que hay detrás de los chatbots de hoy. Lee todo el texto escrito hasta ahora y da, para cada token siguiente posible, lo probable que es. El laboratorio de modelos reales tiene dos diminutos: el modelo grande y un borrador.</translation>
        </message>
        <message>
            <source>temperature (T)</source>
            <translation>temperatura (T)</translation>
        </message>
        <message>
            <source>How a model picks among its likely next tokens. Greedy (T = 0): always the most likely one. Sampling: it draws one at random, by its chances; a lower T favours the likely ones more, a higher T gives the rare ones more room. Speculative decoding keeps the same chances either way.</source>
            <translation>Cómo elige un modelo entre sus tokens siguientes probables. Voraz (T = 0): siempre el más probable. Muestreo: saca uno al azar, según sus probabilidades; una T más baja favorece más a los probables y una T más alta da más sitio a los raros. La decodificación especulativa mantiene las mismas probabilidades en los dos casos.</translation>
        </message>
        <message>
            <source>drafting heads</source>
            <translation>cabezas de borrador</translation>
        </message>
        <message>
            <source>What one step of the draft costs, measured in slow passes. c = 0 is a free draft: it never loses, because every pass still leaves one token. At c = 0.25 four draft steps cost as much as one slow pass, and a low α makes you slower. Each screen says its own example c (0.12, 0.25, 0.2…); the real-models lab measures it on your computer, and a real draft is often cheaper still.</source>
            <translation>Lo que cuesta un paso del borrador, medido en pasadas lentas. c = 0 es un borrador gratis: nunca pierde, porque cada pasada sigue dejando un token. Con c = 0,25, cuatro pasos del borrador cuestan lo mismo que una pasada lenta, y con α baja te hace ir más lento. Cada pantalla dice su c de ejemplo (0,12, 0,25, 0,2…); el laboratorio de modelos reales lo mide en tu ordenador, y un borrador de verdad suele costar aún menos.</translation>
        </message>
        <message>
            <source>The acceptance rate at which the speed-up is exactly 1×, for a given window k and draft cost c: above it the draft wins, below it the draft makes you slower. A free draft (c = 0) has none above 0: it is never slower, and ties only at α = 0.</source>
            <translation>La tasa de aceptación con la que la aceleración vale justo 1×, para una ventana k y un coste del borrador c dados: por encima, el borrador gana; por debajo, te hace ir más lento. Un borrador gratis (c = 0) no tiene ninguna por encima de 0: nunca va más lento, y solo empata en α = 0.</translation>
        </message>
        <message>
            <source>Small layers added to the big model and trained to propose the next few tokens from what the model already computed (Medusa, EAGLE). They do the draft's job without a second model. The big model still verifies every proposal and keeps only what it would have written itself.</source>
            <translation>Capas pequeñas que se añaden al modelo grande y se entrenan para proponer los próximos tokens a partir de lo que el modelo ya calculó (Medusa, EAGLE). Hacen el trabajo del borrador sin un segundo modelo. El modelo grande sigue verificando cada propuesta y solo se queda con lo que habría escrito él.</translation>
        </message>
        <message>
            <source>slow pass</source>
            <translation>pasada lenta</translation>
        </message>
        <message>
            <source>A way to make a big language model answer sooner and keep what it writes (the very same text when it takes its most likely token, the same distribution when it samples). A cheap draft proposes the next few tokens, the big model verifies them all in one slow pass, and keeps the accepted prefix plus one token of its own. «Speculative»: the draft bets on what comes next, before it is known.</source>
            <translation>Una forma de hacer que un modelo de lenguaje grande responda antes (si el borrador acierta y es barato) y conserve lo que escribe (exactamente el mismo texto si elige su token más probable; si lo sortea según sus probabilidades, el mismo reparto que él solo). Un borrador barato propone los próximos tokens, el modelo grande los verifica todos en una pasada lenta y se queda con el prefijo aceptado más un token suyo. «Decodificación»: así se llama generar la respuesta token a token. «Especulativa»: el borrador se adelanta y propone lo que vendrá antes de saberlo.</translation>
        </message>
        <message>
            <source>The piece of text a language model writes in each step. In this lesson a token is a word or a piece of a word. In the real-models lab it is a single character (a letter, a space, a punctuation mark or a line break): those models are tiny, made just for this app, and fewer than a hundred characters are easy for them to learn; thousands of words would be too many.</source>
            <translation>La unidad de texto con la que escribe un modelo de lenguaje: solo, escribe una por pasada. En esta lección, un token es una palabra o un trozo de palabra. En el laboratorio de modelos reales es un solo carácter (una letra, un espacio, un signo o un salto de línea): esos modelos son diminutos, hechos solo para esta aplicación, y un alfabeto de menos de cien caracteres es fácil de aprender para ellos; miles de palabras serían demasiadas.</translation>
        </message>
        <message>
            <source>draft model</source>
            <translation>modelo borrador</translation>
        </message>
        <message>
            <source>The model whose answer you want. It always has the last word: it verifies the draft's proposals and keeps only the tokens it would have written itself: the very same text as alone when it takes its most likely token, the same distribution when it samples.</source>
            <translation>El modelo cuya respuesta quieres. Siempre tiene la última palabra: verifica las propuestas del borrador y solo se queda con los tokens que habría escrito él: exactamente el mismo texto que él solo si elige su token más probable; si lo sortea según sus probabilidades, el mismo reparto que él solo.</translation>
        </message>
        <message>
            <source>speed-up</source>
            <translation>aceleración</translation>
        </message>
    </context>
    <context>
        <name>GlossaryScreen</name>
        <message>
            <source>◀ Back to: %1</source>
            <translation>◀ Volver a: %1</translation>
        </message>
        <message>
            <source>Every term of the lesson in plain words. The link under each one takes you to the step that first explains it.</source>
            <translation>Todos los términos de la lección, en palabras sencillas. El enlace de debajo te lleva a la primera pantalla que lo explica.</translation>
        </message>
        <message>
            <source>First used in step %1: %2</source>
            <translation>Aparece por primera vez en la pantalla %1: %2</translation>
        </message>
        <message>
            <source>Glossary</source>
            <translation>Glosario</translation>
        </message>
        <message>
            <source>Appears in: %1</source>
            <translation>Aparece en: %1</translation>
        </message>
    </context>
    <context>
        <name>HeadsDiagram</name>
        <message numerus="yes">
            <source>%1, before the round: %n proposal(s) to verify.</source>
            <translation>
                <numerusform>%1, antes de la ronda: %n propuesta por verificar.</numerusform>
                <numerusform>%1, antes de la ronda: %n propuestas por verificar.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1, stage 1 of 4: %n proposal(s) ready for the slow pass.</source>
            <translation>
                <numerusform>%1, etapa 1 de 4: %n propuesta lista para la pasada lenta.</numerusform>
                <numerusform>%1, etapa 1 de 4: %n propuestas listas para la pasada lenta.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1, stage 2 of 4: one slow pass verifies the %n proposal(s) at the same time.</source>
            <translation>
                <numerusform>%1, etapa 2 de 4: una pasada lenta verifica %n propuesta.</numerusform>
                <numerusform>%1, etapa 2 de 4: una pasada lenta verifica las %n propuestas a la vez.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1, stage 3 of 4: %2 of the %n proposal(s) accepted (✓), the others rejected (✕); the accepted ones and the big model's own token join the text.</source>
            <translation>
                <numerusform>%1, etapa 3 de 4: %2 de %n propuesta aceptada (✓); si no, rechazada (✕); lo aceptado y el propio token del modelo grande se unen al texto.</numerusform>
                <numerusform>%1, etapa 3 de 4: %2 de las %n propuestas aceptadas (✓), las demás rechazadas (✕); las aceptadas y el propio token del modelo grande se unen al texto.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1, stage 4 of 4: %n accepted proposal(s) and the big model's own token are in the text, for one slow pass.</source>
            <translation>
                <numerusform>%1, etapa 4 de 4: %n propuesta aceptada y el propio token del modelo grande ya están en el texto, por una pasada lenta.</numerusform>
                <numerusform>%1, etapa 4 de 4: %n propuestas aceptadas y el propio token del modelo grande ya están en el texto, por una pasada lenta.</numerusform>
            </translation>
        </message>
        <message>
            <source>Drafting heads</source>
            <translation>Cabezas de borrador</translation>
        </message>
        <message>
            <source>Separate draft model</source>
            <translation>Modelo borrador aparte</translation>
        </message>
        <message>
            <source>Draft steps: %1, slow passes: %2, new tokens: %3.</source>
            <translation>Pasos del borrador: %1, pasadas lentas: %2, tokens nuevos: %3.</translation>
        </message>
        <message>
            <source>One round: proposals and one slow pass</source>
            <translation>Una ronda: propuestas y una pasada lenta</translation>
        </message>
        <message>
            <source>verifies</source>
            <translation>verifica</translation>
        </message>
    </context>
    <context>
        <name>HeadsScreen</name>
        <message>
            <source>Drafting heads</source>
            <translation>Cabezas de borrador</translation>
        </message>
        <message>
            <source>Separate draft model</source>
            <translation>Modelo borrador aparte</translation>
        </message>
        <message numerus="yes">
            <source>H2, H3: %n proposal(s) of the previous pass</source>
            <translation>
                <numerusform>C2, C3: %n propuesta de la pasada anterior</numerusform>
                <numerusform>C2, C3: %n propuestas de la pasada anterior</numerusform>
            </translation>
        </message>
        <message>
            <source>▶ Play a round</source>
            <translation>▶ Reproducir una ronda</translation>
        </message>
        <message>
            <source>Big model</source>
            <translation>Modelo grande</translation>
        </message>
        <message>
            <source>Small draft model</source>
            <translation>Modelo borrador pequeño</translation>
        </message>
        <message>
            <source>Proposals</source>
            <translation>Propuestas</translation>
        </message>
        <message>
            <source>slow passes: %1 · new tokens: %2</source>
            <translation>pasadas lentas: %1 · tokens nuevos: %2</translation>
        </message>
        <message>
            <source>slow passes: %1 · new tokens: %2 · pass 1 under way</source>
            <translation>pasadas lentas: %1 · tokens nuevos: %2 · pasada 1 en curso</translation>
        </message>
        <message>
            <source>&lt;p&gt;A second, much smaller model of the same family. It writes its proposals one by one, in its own small steps.&lt;/p&gt;&lt;p&gt;It must share the big model's vocabulary, sit in memory beside it, and be similar enough to be accepted often.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Un segundo modelo, mucho más pequeño, de la misma familia. Escribe sus propuestas una a una, con sus propios pasos pequeños.&lt;/p&gt;&lt;p&gt;Tiene que compartir el vocabulario del modelo grande, ocupar memoria a su lado y parecerse lo bastante como para que le acepten a menudo.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>The small model writes its 3 proposals one after another: cheap, but a second model.</source>
            <translation>El modelo borrador escribe sus 3 propuestas una tras otra: barato, pero es un segundo modelo.</translation>
        </message>
        <message>
            <source>This round's slow pass verifies the 2 proposals, “%2” and “%3”, at the same time; “%1” is already the big model's own: nothing to verify.</source>
            <translation>La pasada lenta de esta ronda verifica a la vez las 2 propuestas, «%2» y «%3»; «%1» ya es del modelo grande: nada que verificar.</translation>
        </message>
        <message>
            <source>One slow pass of the big model verifies all 3 proposals at the same time.</source>
            <translation>Una pasada lenta del modelo grande verifica las 3 propuestas a la vez.</translation>
        </message>
        <message>
            <source>The text so far</source>
            <translation>El texto escrito</translation>
        </message>
        <message>
            <source>In today's chat services the draft is often not a separate model: small &lt;a href="gloss:heads"&gt;drafting heads&lt;/a&gt;, added to the big model and trained, propose a few tokens ahead, and the big model &lt;a href="gloss:verify"&gt;verifies&lt;/a&gt; those proposals as usual.</source>
            <translation>En los chats de hoy, el borrador a menudo no es un modelo aparte: unas pequeñas &lt;a href="gloss:heads"&gt;cabezas de borrador&lt;/a&gt;, añadidas al modelo grande y entrenadas, proponen unos tokens por delante, y el modelo grande &lt;a href="gloss:verify"&gt;verifica&lt;/a&gt; esas propuestas como siempre.</translation>
        </message>
        <message>
            <source>● Drafting heads</source>
            <translation>● Cabezas de borrador</translation>
        </message>
        <message>
            <source>○ Drafting heads</source>
            <translation>○ Cabezas de borrador</translation>
        </message>
        <message>
            <source>● Separate draft model</source>
            <translation>● Modelo borrador aparte</translation>
        </message>
        <message>
            <source>○ Separate draft model</source>
            <translation>○ Modelo borrador aparte</translation>
        </message>
        <message>
            <source>One stage at a time</source>
            <translation>Etapa ▸</translation>
        </message>
        <message>
            <source>H%1</source>
            <translation>C%1</translation>
        </message>
        <message>
            <source>Heads (last layers): H1, the big model's own, picks its token; H2 and H3, added, propose the next ones</source>
            <translation>Cabezas (encima de las capas): C1, la del modelo grande, elige su token; C2 y C3, añadidas, proponen los siguientes</translation>
        </message>
        <message>
            <source>The text so far (“%1”: the previous pass's H1)</source>
            <translation>El texto escrito («%1»: el token propio de la pasada anterior)</translation>
        </message>
        <message numerus="yes">
            <source>%n proposal(s)</source>
            <translation>
                <numerusform>%n propuesta</numerusform>
                <numerusform>%n propuestas</numerusform>
            </translation>
        </message>
        <message>
            <source>This round: draft steps: ≈ %1 (Medusa: made by the previous slow pass) · slow passes: %2 · new tokens: %3</source>
            <translation>Esta ronda: pasos del borrador: ≈ %1 (Medusa: los hizo la pasada lenta anterior) · pasadas lentas: %2 · tokens nuevos: %3</translation>
        </message>
        <message>
            <source>This round: draft steps: ≈ %1 (Medusa: made by the previous slow pass) · slow passes: %2 (pass 1 under way) · new tokens: %3</source>
            <translation>Esta ronda: pasos del borrador: ≈ %1 (Medusa: los hizo la pasada lenta anterior) · pasadas lentas: %2 (pasada 1 en curso) · tokens nuevos: %3</translation>
        </message>
        <message>
            <source>&lt;p&gt;&lt;b&gt;Layer:&lt;/b&gt; one step of the calculation; the big model is a stack of many.&lt;br&gt;&lt;b&gt;Head:&lt;/b&gt; a last layer that picks a token: the big model's own gives H1, the added ones H2 and H3.&lt;/p&gt;&lt;p&gt;&lt;b&gt;When (Medusa, the picture):&lt;/b&gt; the slow pass that verifies one window already leaves the proposals for the next.&lt;/p&gt;&lt;p&gt;Two published ways to do it:&lt;br&gt;&lt;b&gt;Medusa&lt;/b&gt; (the picture): H2 and H3 propose the 2nd and 3rd tokens ahead at the same time, before H1's token is known. Cost ≈ 0.&lt;br&gt;&lt;b&gt;EAGLE&lt;/b&gt;: one head, with a small layer of its own, proposes token by token, knowing the one before. Each step costs little: about 0.05 of a slow pass. Both can also propose several options at once, as a tree (the tree lab).&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;b&gt;Capa:&lt;/b&gt; una parte del cálculo; el modelo grande es una pila de muchas.&lt;br&gt;&lt;b&gt;Cabeza:&lt;/b&gt; va encima de las capas y elige un token: la del modelo grande es la C1; las añadidas, pequeñas, la C2 y la C3.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Cuándo proponen (Medusa, el dibujo):&lt;/b&gt; la pasada lenta que verifica una ventana ya deja las propuestas de la siguiente.&lt;/p&gt;&lt;p&gt;Dos métodos publicados por investigadores:&lt;br&gt;&lt;b&gt;Medusa&lt;/b&gt; (el dibujo): C2 y C3 proponen a la vez el 2.º y el 3.º token por delante, sin esperar al token de la C1. Coste ≈ 0.&lt;br&gt;&lt;b&gt;EAGLE&lt;/b&gt;: una cabeza, con su propia capa pequeña, propone token a token, conociendo el anterior. Cada paso cuesta poco: unas 0,05 pasadas lentas. Las dos pueden proponer también varias opciones a la vez, en forma de árbol (el laboratorio de árboles).&lt;/p&gt;</translation>
        </message>
        <message>
            <source>It accepts “%2” (✓) and rejects “%3” (✕); in the same pass it writes its own token, “+ %4”, in place of “%3”: both join the text.</source>
            <translation>Acepta «%2» (✓) y rechaza «%3» (✕); en la misma pasada escribe su propio token, «+ %4», en lugar de «%3»: los dos se unen al texto.</translation>
        </message>
        <message>
            <source>It agrees with the first two (✓), rejects the third (✕) and, in the same pass, adds its own token (+): all three join the text.</source>
            <translation>Acepta las dos primeras (✓), rechaza la tercera (✕) y, en la misma pasada, añade su propio token (+): los tres se unen al texto.</translation>
        </message>
        <message>
            <source>2 new tokens for one slow pass: “%2” (accepted) and “+ %4” (it corrects “%3”). That pass already proposes the next round.</source>
            <translation>2 tokens nuevos por una pasada lenta: «%2» (aceptada) y «+ %4» (corrige «%3»). Esa pasada ya propone la ronda siguiente.</translation>
        </message>
        <message>
            <source>3 new tokens for one slow pass: the accepted prefix and the big model's own token (+).</source>
            <translation>3 tokens nuevos por una pasada lenta: el prefijo aceptado y el propio token del modelo grande (+).</translation>
        </message>
        <message>
            <source>Whoever proposes, the big model has the last word: it keeps only the tokens it would have written itself. The same text (with its most likely token), fewer slow passes.</source>
            <translation>Proponga quien proponga, el modelo grande tiene la última palabra: solo se queda con los tokens que habría escrito él. El mismo texto (con su token más probable), menos pasadas lentas.</translation>
        </message>
        <message>
            <source>The previous slow pass wrote “%1” (H1) and, at once, its added heads proposed “%2” (H2) and “%3” (H3). Press Play.</source>
            <translation>La pasada lenta anterior escribió «%1» (C1) y, a la vez, sus cabezas añadidas propusieron «%2» (C2) y «%3» (C3). Pulsa Reproducir.</translation>
        </message>
        <message>
            <source>Press Play, or go one step at a time.</source>
            <translation>Pulsa Reproducir, o avanza etapa a etapa.</translation>
        </message>
        <message>
            <source>Not made now: “%2” and “%3” come from the previous slow pass, the same one that wrote “%1” (H1, already in the text).</source>
            <translation>No se hacen ahora: «%2» y «%3» vienen de la pasada lenta anterior, la misma que escribió «%1» (C1, ya en el texto).</translation>
        </message>
        <message>
            <source>This round: draft steps: %1 · slow passes: %2 · new tokens: %3</source>
            <translation>Esta ronda: pasos del borrador: %1 · pasadas lentas: %2 · tokens nuevos: %3</translation>
        </message>
        <message>
            <source>Tokens ahead: H1, the big model's own head; H2 and H3, the added heads</source>
            <translation>Tokens por delante: C1, la cabeza propia del modelo grande; C2 y C3, las cabezas añadidas</translation>
        </message>
        <message>
            <source>This round: draft steps: %1 · slow passes: %2 (pass 1 under way) · new tokens: %3</source>
            <translation>Esta ronda: pasos del borrador: %1 · pasadas lentas: %2 (pasada 1 en curso) · tokens nuevos: %3</translation>
        </message>
    </context>
    <context>
        <name>IntroScreen</name>
        <message>
            <source>The big model writes, one slow pass per token</source>
            <translation>El modelo grande escribe: una pasada lenta por token</translation>
        </message>
        <message>
            <source>Each block in the bottom row is one slow pass, which writes one token</source>
            <translation>Cada bloque de la fila de abajo es una pasada lenta, que escribe un token</translation>
        </message>
        <message>
            <source>&lt;b&gt;The question of this lesson:&lt;/b&gt; the order is fixed and every token waits for the one before, so how can the wait be cut? In the lesson's 11 steps the big model always takes its most likely token (many chatbots draw it at random, by its odds; the technique keeps those odds: the sampling lab shows it).</source>
            <translation>&lt;b&gt;La pregunta de esta lección:&lt;/b&gt; el orden es fijo y cada token espera al anterior; entonces, ¿cómo se acorta la espera? En las 11 pantallas de la lección, el modelo grande elige siempre su token más probable (muchos chatbots lo sortean según sus probabilidades; la técnica conserva ese reparto, como verás en el laboratorio de muestreo).</translation>
        </message>
        <message>
            <source>Slow pass 1 is writing the first token.</source>
            <translation>La pasada lenta 1 está escribiendo el primer token.</translation>
        </message>
        <message>
            <source>Slow pass %1 is writing token %1. It could only start once token %2 existed.</source>
            <translation>La pasada lenta %1 está escribiendo el token %1. Solo pudo empezar cuando ya existía el token %2.</translation>
        </message>
        <message>
            <source>time, in slow passes →</source>
            <translation>tiempo, en pasadas lentas →</translation>
        </message>
        <message>
            <source>A language model writes its answer one &lt;a href="gloss:token"&gt;token&lt;/a&gt; (a word or a piece of a word) at a time, in order. Each token costs one &lt;a href="gloss:slowpass"&gt;slow pass&lt;/a&gt;: the whole &lt;a href="gloss:target"&gt;big model&lt;/a&gt; runs once and brings all its weights (the numbers it learned) from memory, layer after layer (a layer is one stage of its calculation: the bars in the picture). That is why it is slow. Each pass needs the token before it (the first one, only what you asked for). &lt;a href="gloss:specdec"&gt;Speculative decoding&lt;/a&gt; cuts that wait.</source>
            <translation>Un modelo de lenguaje escribe su respuesta &lt;a href="gloss:token"&gt;token&lt;/a&gt; a token (una palabra o un trozo de palabra), en orden. Cada token cuesta una &lt;a href="gloss:slowpass"&gt;pasada lenta&lt;/a&gt;: el &lt;a href="gloss:target"&gt;modelo grande&lt;/a&gt; entero se ejecuta una vez y trae de la memoria todos sus pesos (los números que aprendió), capa a capa (una capa es una parte de su cálculo: las barras del dibujo). Por eso es lenta. Cada pasada necesita el token anterior (la primera usa solo lo que le pediste). La &lt;a href="gloss:specdec"&gt;decodificación especulativa&lt;/a&gt; acorta esa espera.</translation>
        </message>
        <message>
            <source>Big model</source>
            <translation>Modelo grande</translation>
        </message>
        <message>
            <source>%1 tokens, %1 slow passes, strictly one after another. Nothing could start early: each pass needed the token written by the pass before it.</source>
            <translation>%1 tokens, %1 pasadas lentas, estrictamente una tras otra. Nada pudo adelantarse: cada pasada necesitaba el token que escribió la anterior.</translation>
        </message>
        <message>
            <source>Press Play. Top row: the tokens of the text, still unknown (?). Bottom row: the slow passes, numbered, one block per token. A box with a dashed border, in either row, is still waiting; the pass count goes up when its token appears above.</source>
            <translation>Pulsa Reproducir. Arriba, los tokens del texto, aún desconocidos (?). Abajo, las pasadas lentas, numeradas, un bloque por token. Borde discontinuo: aún espera. Una pasada se cuenta cuando su token aparece arriba.</translation>
        </message>
    </context>
    <context>
        <name>LaneControls</name>
        <message>
            <source>Restart</source>
            <translation>Ver de nuevo</translation>
        </message>
    </context>
    <context>
        <name>LessonScreen</name>
        <message>
            <source>This step, in writing</source>
            <translation>Esta pantalla, por escrito</translation>
        </message>
    </context>
    <context>
        <name>NextScreen</name>
        <message>
            <source>Quantisation: fewer bits per number</source>
            <translation>Cuantización: menos bits por número</translation>
        </message>
        <message>
            <source>A model's &lt;b&gt;weights&lt;/b&gt; are the billions of numbers it has learnt. A &lt;b&gt;bit&lt;/b&gt; is one 0 or 1: with 16 bits a number is stored finely, with 4 roughly. With four instead of 16 the weights take a quarter of the memory and the model runs faster, at a small cost in quality that has to be measured.</source>
            <translation>Los &lt;b&gt;pesos&lt;/b&gt; de un modelo de chatbot son los miles de millones de números que ha aprendido. Un &lt;b&gt;bit&lt;/b&gt; es un 0 o un 1: con 16 bits un número se guarda con detalle; con 4, a grandes rasgos. Con cuatro en vez de 16, los pesos ocupan la cuarta parte de la memoria y el modelo va más rápido, a cambio de un poco de calidad que hay que medir.</translation>
        </message>
        <message>
            <source>Distillation: a small model that imitates a big one</source>
            <translation>Destilación: un modelo pequeño que imita a uno grande</translation>
        </message>
        <message>
            <source>Now you can explain</source>
            <translation>Ahora puedes explicar</translation>
        </message>
        <message>
            <source>why writing is slow: one slow pass per token, each waiting for the one before;</source>
            <translation>por qué escribir es lento: una pasada lenta por token, cada una esperando a la anterior;</translation>
        </message>
        <message>
            <source>why verifying a whole window costs about one slow pass: the weights are read once for every position;</source>
            <translation>por qué verificar una ventana entera cuesta más o menos una pasada lenta: los pesos se leen una vez para todas las posiciones;</translation>
        </message>
        <message>
            <source>a round: the draft proposes, one slow pass verifies, you keep the accepted prefix plus one token;</source>
            <translation>una ronda: el borrador propone, una pasada lenta verifica y te quedas con el prefijo aceptado más un token;</translation>
        </message>
        <message>
            <source>how α, k and c move the time (in slow passes), why a free draft never loses while checking costs one pass, and where a costly one stops winning;</source>
            <translation>cómo mueven α, k y c el tiempo (en pasadas lentas), por qué un borrador gratis nunca pierde mientras verificar cueste una pasada y dónde deja de ganar uno que cuesta;</translation>
        </message>
        <message>
            <source>The guided lesson ends here. To go further: the full Lab</source>
            <translation>Aquí acaba la lección guiada. Si quieres seguir: el Laboratorio completo</translation>
        </message>
        <message>
            <source>why most tokens are easy, and what drafting heads are;</source>
            <translation>por qué la mayoría de los tokens son fáciles, y qué son las cabezas de borrador;</translation>
        </message>
        <message>
            <source>Speculative decoding makes the big model answer sooner and keeps what it writes: the very same text when it takes its most likely token, the same odds when it picks at random (it &lt;a href="screen:sampling"&gt;samples&lt;/a&gt;); with drafting heads too, when their guesses are checked the same way. Another way to be faster and cheaper does change the model: shrink it.</source>
            <translation>La decodificación especulativa hace que el modelo grande responda antes (si el borrador acierta y es barato) y conserva lo que escribe: exactamente el mismo texto si elige su token más probable, el mismo reparto de probabilidades si lo sortea (si &lt;a href="screen:sampling"&gt;muestrea&lt;/a&gt;); también con cabezas de borrador, si sus propuestas se verifican de la misma forma. Otra forma de ir más rápido y gastar menos sí cambia el modelo: encogerlo.</translation>
        </message>
        <message>
            <source>Train a small model to imitate the big one and answer with it instead: it runs cheaply, but the text is no longer the big model's, and how much worse it is has to be measured. Used as a &lt;a href="gloss:draft"&gt;draft model&lt;/a&gt; instead, a good imitation is accepted often and the text stays the big model's.</source>
            <translation>Se entrena un modelo pequeño para que imite al grande y se responde con él: cuesta poco, pero el texto ya no es el del modelo grande, y cuánto empeora hay que medirlo. Usado en cambio como &lt;a href="gloss:draft"&gt;modelo borrador&lt;/a&gt;, una buena imitación se acepta a menudo y el texto sigue siendo el del grande.</translation>
        </message>
        <message>
            <source>why the text stays the big model's own: the same text with its most likely token (when it samples, it keeps its odds: the sampling lab shows how).</source>
            <translation>por qué el texto sigue siendo del modelo grande: el mismo texto con su token más probable (si muestrea, conserva sus probabilidades: el laboratorio de muestreo te enseña cómo).</translation>
        </message>
        <message>
            <source>Open the Lab</source>
            <translation>Abrir el Laboratorio</translation>
        </message>
        <message>
            <source>The whole lesson in writing</source>
            <translation>Toda la lección, por escrito</translation>
        </message>
        <message>
            <source>Glossary</source>
            <translation>Glosario</translation>
        </message>
        <message>
            <source>Your quiz: %1 of %2 right at the first try.</source>
            <translation>Tu cuestionario: %1 de %2 bien a la primera.</translation>
        </message>
    </context>
    <context>
        <name>OperateScreen</name>
        <message>
            <source>Expected: %4 slow passes. The quick sum %1 ÷ %2 = %3 falls short: the text ends at token %1 and what the last round leaves over is not used.</source>
            <translation>Esperado: %4 pasadas lentas. La cuenta rápida %1 ÷ %2 = %3 se queda corta: la última pasada se paga entera, aunque no se use toda su ronda.</translation>
        </message>
        <message>
            <source>Try this</source>
            <translation>Prueba esto</translation>
        </message>
        <message>
            <source>Push α all the way down to 0. How many slow passes now?</source>
            <translation>Baja α del todo, hasta 0. ¿Cuántas pasadas lentas hay ahora?</translation>
        </message>
        <message>
            <source>As many as tokens, exactly as without a draft: each round still writes one token.</source>
            <translation>Tantas como tokens, igual que sin borrador: cada ronda sigue dejando un token.</translation>
        </message>
        <message>
            <source>Get the %1 tokens in fewer than %2 slow passes (a quarter).</source>
            <translation>Consigue los %1 tokens con menos de %2 pasadas lentas (la cuarta parte).</translation>
        </message>
        <message>
            <source>Your turn. Move the &lt;a href="gloss:window"&gt;window&lt;/a&gt; k (tokens the draft proposes per round) and the &lt;a href="gloss:alpha"&gt;acceptance rate&lt;/a&gt; α (the chance that the big model accepts each one). On the chart lower is better; the panel gives the &lt;a href="gloss:speedup"&gt;speed-up&lt;/a&gt;.</source>
            <translation>Te toca. Mueve la &lt;a href="gloss:window"&gt;ventana&lt;/a&gt; k (los tokens que propone el borrador en cada ronda) y la &lt;a href="gloss:alpha"&gt;tasa de aceptación&lt;/a&gt; α (la probabilidad de que el modelo grande acepte cada uno). En la gráfica, más abajo es mejor; el recuadro «Esperado», debajo, da la &lt;a href="gloss:speedup"&gt;aceleración&lt;/a&gt;.</translation>
        </message>
        <message>
            <source>Tokens per round: %1 = %2. 1: the big model's own token; each × %3: one more proposal accepted, which counts only if those before it were accepted too (%3 × %3 = %3² for the first two).</source>
            <translation>Tokens por ronda: %1 = %2. El 1 es su propio token; cada potencia de %3 es una propuesta aceptada más, que solo cuenta si se aceptaron las anteriores (%3 × %3 = %3² para las dos primeras).</translation>
        </message>
        <message>
            <source>On the chart, the dot (on its dotted line) is your setting; the dashed line is writing without a draft.&lt;br&gt;&lt;b&gt;c = 0&lt;/b&gt;: for now we pretend the draft is free (&lt;a href="gloss:cost"&gt;c&lt;/a&gt; is its cost; in step 2 each step cost 0.12); in step 5 you see one with a price.&lt;br&gt;&lt;b&gt;Best window&lt;/b&gt;: the k that gives the highest speed-up at this α.&lt;br&gt;&lt;b&gt;N = %1&lt;/b&gt;: the length of the text, in tokens (the Lab has a slider for it).</source>
            <translation>En la gráfica, la curva es la de tu k (cambia al moverla) y el punto, con su fina línea vertical, tu α; la línea a trazos es escribir sin borrador.&lt;br&gt;&lt;b&gt;c = 0&lt;/b&gt;: por ahora hacemos como si el borrador fuera gratis (&lt;a href="gloss:cost"&gt;c&lt;/a&gt; es su coste; en la pantalla 2 costaba 0,12 por paso); en la pantalla 5 verás uno con precio.&lt;br&gt;&lt;b&gt;Mejor ventana&lt;/b&gt;: la k que da más aceleración con este valor de α.&lt;br&gt;&lt;b&gt;N = %1&lt;/b&gt;: la longitud del texto, en tokens (el Laboratorio tiene un deslizador para ella).</translation>
        </message>
        <message>
            <source>That takes a high α and a long enough window: over four tokens per slow pass.</source>
            <translation>Hacen falta α alta y una ventana bastante larga: más de cuatro tokens por pasada lenta.</translation>
        </message>
        <message>
            <source>Set α near 0.5, then stretch the window to k = 10 or more. Does it help much?</source>
            <translation>Pon α cerca de 0,5 y estira la ventana hasta k = 10 o más. ¿Ayuda mucho?</translation>
        </message>
        <message>
            <source>Hardly: at α = 0.5 a round can never average 2 tokens. Long windows pay only when α is high.</source>
            <translation>Apenas: con α = 0,5 una ronda nunca llega a 2 tokens de media. Las ventanas largas solo compensan con α alta.</translation>
        </message>
    </context>
    <context>
        <name>PassLanes</name>
        <message numerus="yes">
            <source>%1: finished, %n slow pass(es) for %2 tokens.</source>
            <translation>
                <numerusform>%1: acabó con %n pasada lenta para %2 tokens.</numerusform>
                <numerusform>%1: acabó con %n pasadas lentas para %2 tokens.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %n slow pass(es) done, %2 of %3 tokens in the text, pass %4 under way.</source>
            <translation>
                <numerusform>%1: %n pasada lenta hecha, %2 de %3 tokens en el texto, pasada %4 en curso.</numerusform>
                <numerusform>%1: %n pasadas lentas hechas, %2 de %3 tokens en el texto, pasada %4 en curso.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %n slow pass(es) done, %2 of %3 tokens in the text.</source>
            <translation>
                <numerusform>%1: %n pasada lenta hecha, %2 de %3 tokens en el texto.</numerusform>
                <numerusform>%1: %n pasadas lentas hechas, %2 de %3 tokens en el texto.</numerusform>
            </translation>
        </message>
        <message>
            <source>Time line of the slow passes</source>
            <translation>Línea de tiempo de las pasadas lentas</translation>
        </message>
        <message>
            <source>↑ now</source>
            <translation>↑ ahora</translation>
        </message>
        <message>
            <source>now ↑</source>
            <translation>ahora ↑</translation>
        </message>
        <message>
            <source>┆ = now · %1</source>
            <translation>┆ = ahora · %1</translation>
        </message>
        <message>
            <source>slow passes done: %1 · tokens: %2 · pass %3 under way</source>
            <translation>pasadas lentas hechas: %1 · tokens: %2 · pasada %3 en curso</translation>
        </message>
        <message>
            <source>slow passes done: %1 · tokens: %2 · finished ✓</source>
            <translation>pasadas lentas hechas: %1 · tokens: %2 · terminado ✓</translation>
        </message>
        <message>
            <source>slow passes done: %1 · tokens: %2</source>
            <translation>pasadas lentas hechas: %1 · tokens: %2</translation>
        </message>
    </context>
    <context>
        <name>PredictScreen</name>
        <message>
            <source>α = %1</source>
            <translation>α = %1</translation>
        </message>
        <message>
            <source>never</source>
            <translation>nunca</translation>
        </message>
        <message>
            <source>at α = %1: %2</source>
            <translation>en α = %1: %2</translation>
        </message>
        <message>
            <source>No prediction yet: the line waits at α = %1 (no hint). Drag it to your answer and «%2» wakes up.</source>
            <translation>Aún sin predicción: la línea espera en α = %1 (no es una pista). Arrástrala hasta tu respuesta y se activará «%2».</translation>
        </message>
        <message>
            <source>your prediction</source>
            <translation>tu predicción</translation>
        </message>
        <message>
            <source>Predict before you look: lower the &lt;a href="gloss:alpha"&gt;acceptance rate&lt;/a&gt; α and the draft helps less and less. Below which α does it make you slower? That point, where there is one, is the &lt;a href="gloss:breakeven"&gt;break-even α (for %1)&lt;/a&gt;: the α where the &lt;a href="gloss:speedup"&gt;speed-up&lt;/a&gt; is exactly 1× and below which the draft makes you slower than the big model alone. If you think no α makes it slower (a tie at 1× is not slower), answer “never”.</source>
            <translation>Predice antes de mirar: baja la &lt;a href="gloss:alpha"&gt;tasa de aceptación&lt;/a&gt; α y el borrador ayuda cada vez menos. ¿Por debajo de qué α te hace ir más lento? Ese punto, si existe, es el &lt;a href="gloss:breakeven"&gt;α de equilibrio (para %1 y el c de cada caso)&lt;/a&gt;: el α donde la &lt;a href="gloss:speedup"&gt;aceleración&lt;/a&gt; vale justo 1× y por debajo del cual el borrador te hace ir más lento que el modelo grande solo. Si crees que ningún α lo hace más lento (empatar a 1× no es ir más lento), responde «nunca».</translation>
        </message>
        <message>
            <source>The case (k = %1, %2 tokens)</source>
            <translation>El caso (k = %1, %2 tokens)</translation>
        </message>
        <message>
            <source>A free draft (c = 0)</source>
            <translation>Un borrador gratis (c = 0)</translation>
        </message>
        <message>
            <source>Lock in my prediction</source>
            <translation>Fijar mi predicción</translation>
        </message>
        <message>
            <source>Your prediction (c = %1): below which α is it slower?</source>
            <translation>Tu predicción (c = %1): ¿por debajo de qué α va más lento?</translation>
        </message>
        <message>
            <source>Predict again</source>
            <translation>Otra vez</translation>
        </message>
        <message>
            <source>Now with c = %1</source>
            <translation>Ahora con c = %1</translation>
        </message>
        <message>
            <source>It never falls below 1×. You placed it at α = %1; the curves only meet at α = 0, %2 away from your guess, and there it is a tie (1×).</source>
            <translation>Nunca baja de 1×. La pusiste en α = %1; las curvas solo se juntan en α = 0, a %2 de tu predicción, y ahí hay empate (1×).</translation>
        </message>
        <message>
            <source>Not this time: a draft that costs does make you slower, below α = %3.</source>
            <translation>Esta vez no: un borrador que cuesta sí te hace ir más lento, por debajo de α = %3.</translation>
        </message>
        <message>
            <source>Well judged: it is slower below α = %3. You said %1, only %2 away.</source>
            <translation>Bien visto: va más lento por debajo de α = %3. Dijiste %1, a solo %2.</translation>
        </message>
        <message>
            <source>It is slower below α = %3. You said %1: %2 too low.</source>
            <translation>Va más lento por debajo de α = %3. Dijiste %1: %2 por debajo.</translation>
        </message>
        <message>
            <source>It is slower below α = %3. You said %1: %2 too high.</source>
            <translation>Va más lento por debajo de α = %3. Dijiste %1: %2 por encima.</translation>
        </message>
        <message>
            <source>Besides its slow pass, each round now spends %1 draft steps × %2 on drafting: the time of %3 slow pass (the solid blue curve, total time, counts it). Below α = %4, the red line, the rounds do not leave enough tokens to pay for it: the speed-up falls below 1×, and the draft makes you slower.</source>
            <translation>Además de su pasada lenta, cada ronda gasta ahora %1 pasos del borrador × %2 en el borrador: el tiempo de %3 pasada lenta (la curva azul continua, el tiempo total, lo cuenta). Por debajo de α = %4, la línea roja, las rondas no dejan tokens suficientes para pagarlo: la aceleración baja de 1× y el borrador te hace ir más lento.</translation>
        </message>
        <message>
            <source>drag me</source>
            <translation>arrástrame</translation>
        </message>
        <message>
            <source>A draft that costs (for example, c = %1)</source>
            <translation>Un borrador que cuesta (aquí, c = %1)</translation>
        </message>
        <message>
            <source>Try both cases. &lt;a href="gloss:cost"&gt;c&lt;/a&gt; is what one step of the draft costs, in slow passes: at c = %1, four draft steps cost as much as one slow pass.</source>
            <translation>Prueba los dos casos. &lt;a href="gloss:cost"&gt;c&lt;/a&gt; es lo que cuesta un paso del borrador, en pasadas lentas: con c = %1, cuatro pasos del borrador cuestan lo mismo que una pasada lenta.</translation>
        </message>
        <message>
            <source>0: all rejected</source>
            <translation>0: todos rechazados</translation>
        </message>
        <message>
            <source>1: all accepted</source>
            <translation>1: todos aceptados</translation>
        </message>
        <message>
            <source>It is never slower</source>
            <translation>Nunca va más lento</translation>
        </message>
        <message>
            <source>Right: a free draft has no break-even. It never loses; at most it ties (1×) when α = 0.</source>
            <translation>Correcto: un borrador gratis no tiene α de equilibrio. Nunca pierde; como mucho empata (1×) cuando α = 0.</translation>
        </message>
        <message>
            <source>Right: it never loses. You placed it at α = %1; at α = 0 it ties (1×), the two lines only touch.</source>
            <translation>Correcto: nunca pierde. La pusiste en α = %1; en α = 0 empata (1×): las dos líneas solo se tocan.</translation>
        </message>
        <message>
            <source>With a free draft the blue curve never rises above the dashed line. Even when every proposal is rejected, the pass still gives the big model's own token (a &lt;a href="gloss:extra"&gt;correction&lt;/a&gt;), just as writing alone would. Each pass leaves at least one token, so a useless free draft ties (1×): it never loses.</source>
            <translation>Con un borrador gratis, la curva azul nunca sube por encima de la línea discontinua. Aunque rechace todas las propuestas, la pasada sigue dando el token propio del modelo grande (una &lt;a href="gloss:extra"&gt;corrección&lt;/a&gt;), igual que al escribir solo. Cada pasada deja al menos un token, así que un borrador gratis inútil empata (1×): nunca pierde.</translation>
        </message>
        <message>
            <source>The dashed line is writing without a draft: %1 slow passes.</source>
            <translation>La línea discontinua es escribir sin borrador: %1 pasadas lentas.</translation>
        </message>
    </context>
    <context>
        <name>QuizScreen</name>
        <message>
            <source>Question %1</source>
            <translation>Pregunta %1</translation>
        </message>
        <message>
            <source>Question %1 of %2</source>
            <translation>Pregunta %1 de %2</translation>
        </message>
        <message>
            <source>◀ Previous question</source>
            <translation>◀ Pregunta anterior</translation>
        </message>
        <message>
            <source>Next question ▶</source>
            <translation>Pregunta siguiente ▶</translation>
        </message>
        <message>
            <source>How does speculative decoding speed up generation?</source>
            <translation>¿Cómo acelera la generación la decodificación especulativa?</translation>
        </message>
        <message>
            <source>It skips the hard tokens.</source>
            <translation>Se salta los tokens difíciles.</translation>
        </message>
        <message>
            <source>Nothing is skipped. The hard tokens are exactly where the big model's own choice matters, and every token is checked by it.</source>
            <translation>No se salta nada. Los tokens difíciles son justo donde importa la elección del modelo grande, y él verifica cada token.</translation>
        </message>
        <message>
            <source>A small model drafts tokens; the big one verifies them in one pass.</source>
            <translation>Un modelo borrador propone tokens; el modelo grande los verifica en una pasada.</translation>
        </message>
        <message>
            <source>A small, fast model drafts several tokens and the big model checks them all in one pass. Checking is cheaper than writing them one by one.</source>
            <translation>Un modelo borrador pequeño y rápido propone varios tokens y el modelo grande los verifica todos en una sola pasada. Verificar es más barato que escribirlos uno a uno.</translation>
        </message>
        <message>
            <source>Right at the first answer: %1 of %2</source>
            <translation>Acertadas a la primera: %1 de %2 respondidas</translation>
        </message>
        <message>
            <source>&lt;b&gt;The key idea:&lt;/b&gt; a draft proposes and the big model verifies: the answer arrives sooner, and it is the big model's own text. If the model &lt;b&gt;samples&lt;/b&gt; (picks at random, weighted by probability), a careful acceptance rule (&lt;a href="screen:sampling"&gt;sampling lab&lt;/a&gt;) keeps its odds exactly. Each answer explains itself; the score counts your first pick.</source>
            <translation>&lt;b&gt;La idea clave:&lt;/b&gt; un borrador propone y el modelo grande verifica: la respuesta llega antes (si el borrador acierta y es barato) y es el texto del propio modelo grande. Si el modelo &lt;b&gt;muestrea&lt;/b&gt; (elige al azar: cada token sale con su probabilidad), una regla de aceptación cuidadosa (&lt;a href="screen:sampling"&gt;laboratorio de muestreo&lt;/a&gt;) conserva exactamente sus probabilidades. Cada respuesta se explica sola; la puntuación cuenta tu primera elección.</translation>
        </message>
        <message>
            <source>It lowers the precision of the model: each of its numbers is stored more roughly.</source>
            <translation>Baja la precisión del modelo: guarda cada uno de sus números con menos detalle.</translation>
        </message>
        <message>
            <source>That is quantisation (step 11), a different trick that shrinks the model and may change its answers. Speculative decoding leaves the big model's text exactly as it is.</source>
            <translation>Eso es la cuantización (pantalla 11), otro truco que encoge el modelo y puede cambiar sus respuestas. La decodificación especulativa deja el texto del modelo grande exactamente igual.</translation>
        </message>
        <message>
            <source>It reuses the system prompt: the hidden text the chatbot reads before every question, worked out once and kept.</source>
            <translation>Reutiliza las instrucciones del sistema: el texto oculto que el chatbot lee antes de cada pregunta, calculado una vez y guardado.</translation>
        </message>
        <message>
            <source>Reusing that work saves time once, before the answer starts. It does nothing for the slow pass that every new token needs.</source>
            <translation>Reutilizar ese trabajo ahorra tiempo una vez, antes de que empiece la respuesta. No hace nada por la pasada lenta que necesita cada token nuevo.</translation>
        </message>
        <message>
            <source>Why can the big model check 5 drafted tokens in one slow pass, but not write 5 tokens in one?</source>
            <translation>¿Por qué el modelo grande puede verificar 5 tokens propuestos en una pasada lenta, pero no escribir 5 tokens en una?</translation>
        </message>
        <message>
            <source>Because checking is done by the small model.</source>
            <translation>Porque verifica el modelo borrador.</translation>
        </message>
        <message>
            <source>No: the big model itself checks, at full size. Only the guessing is cheap.</source>
            <translation>No: verifica el propio modelo grande, a tamaño completo. Lo único barato es proponer.</translation>
        </message>
        <message>
            <source>The 5 drafted tokens already exist, so every position can be checked at the same time; when writing, each token must wait for the one before.</source>
            <translation>Los 5 tokens propuestos ya existen, así que todas las posiciones se pueden verificar a la vez; al escribir, cada token tiene que esperar al anterior.</translation>
        </message>
        <message>
            <source>Exactly. Writing is a chain, token 7 needs token 6. Checking has nothing to wait for, so all positions fit in one pass.</source>
            <translation>Exacto. Escribir es una cadena: el token 7 necesita el 6. Al verificar, las posiciones no se esperan entre sí y los pesos se leen una sola vez, así que todas caben en una pasada.</translation>
        </message>
        <message>
            <source>It only checks the first of the 5 tokens.</source>
            <translation>Solo verifica el primero de los 5 tokens.</translation>
        </message>
        <message>
            <source>It checks every position of the window, all in the same pass.</source>
            <translation>Verifica todas las posiciones de la ventana, todas en la misma pasada.</translation>
        </message>
        <message>
            <source>It can write 5 tokens per pass too; it just chooses not to.</source>
            <translation>También podría escribir 5 tokens por pasada; simplemente no quiere.</translation>
        </message>
        <message>
            <source>Writing alone gives one token per pass: token 7 cannot start before token 6 exists.</source>
            <translation>Escribiendo sin ayuda sale un token por pasada: el token 7 no puede empezar antes de que exista el 6.</translation>
        </message>
        <message>
            <source>Window k = 4. The first guess is accepted, the second is rejected. How many tokens does this round add to the text?</source>
            <translation>Ventana k = 4. La primera propuesta se acepta y la segunda se rechaza. ¿Cuántos tokens añade esta ronda al texto?</translation>
        </message>
        <message>
            <source>1</source>
            <translation>1</translation>
        </message>
        <message>
            <source>The accepted guess counts too: one ✓ plus the big model's own token.</source>
            <translation>La propuesta aceptada también cuenta: una ✓ más el token propio del modelo grande.</translation>
        </message>
        <message>
            <source>2</source>
            <translation>2</translation>
        </message>
        <message>
            <source>One ✓ guess plus the big model's correction where the ✕ was: two tokens for one slow pass.</source>
            <translation>Una propuesta ✓ más la corrección del modelo grande donde estaba la ✕: dos tokens por una pasada lenta.</translation>
        </message>
        <message>
            <source>4</source>
            <translation>4</translation>
        </message>
        <message>
            <source>Everything from the first ✕ on is dropped, even guesses that might have been right.</source>
            <translation>Todo lo que va desde la primera ✕ se descarta, incluso propuestas que quizá habría aceptado.</translation>
        </message>
        <message>
            <source>5</source>
            <translation>5</translation>
        </message>
        <message>
            <source>Five means all 4 proposals plus an extra token: that needs every proposal accepted.</source>
            <translation>Cinco son las 4 propuestas más un token extra: para eso tiene que aceptarlas todas.</translation>
        </message>
        <message>
            <source>Each round is one slow pass for one token (the correction): exactly like writing alone. No gain, no loss (1×): that is why a free draft never loses.</source>
            <translation>Cada ronda es una pasada lenta para un token (la corrección): exactamente como escribir solo. Ni gana ni pierde (1×): por eso un borrador gratis nunca pierde.</translation>
        </message>
        <message>
            <source>Right: after “Érase una” anyone says “vez”. The big model still verifies every token, but it accepts most of them.</source>
            <translation>Correcto: después de «Érase una» cualquiera dice «vez». El modelo grande sigue verificando cada token, pero acepta la mayoría.</translation>
        </message>
        <message>
            <source>That describes quantised or distilled models. EAGLE and Medusa keep the big model and add drafting heads to it.</source>
            <translation>Eso describe modelos cuantizados o destilados. EAGLE y Medusa conservan el modelo grande y le añaden cabezas de borrador.</translation>
        </message>
        <message>
            <source>Small drafting heads, added to the big model and trained, that propose a few tokens ahead; the big model verifies them as usual.</source>
            <translation>Pequeñas cabezas de borrador, añadidas al modelo grande y entrenadas, que proponen unos tokens por delante; el modelo grande las verifica como siempre.</translation>
        </message>
        <message>
            <source>Compared with the big model alone, the text written with speculative decoding is…</source>
            <translation>Comparado con el modelo grande solo, el texto escrito con decodificación especulativa es…</translation>
        </message>
        <message>
            <source>…a little worse, because part of it comes from the small model.</source>
            <translation>…un poco peor, porque una parte viene del modelo borrador.</translation>
        </message>
        <message>
            <source>Nothing enters the text without the big model's approval; a rejected guess is replaced by its own token.</source>
            <translation>Nada entra en el texto sin el visto bueno del modelo grande; una propuesta rechazada se sustituye por su propio token.</translation>
        </message>
        <message>
            <source>…the same text the big model would write on its own.</source>
            <translation>…el mismo texto que escribiría el modelo grande por su cuenta.</translation>
        </message>
        <message>
            <source>Every kept token is one the big model agrees with. With random sampling a careful acceptance rule even keeps the probabilities exactly the same.</source>
            <translation>Cada token que se queda es uno con el que el modelo grande está de acuerdo. Con muestreo aleatorio, una regla de aceptación cuidadosa mantiene incluso las probabilidades exactamente iguales.</translation>
        </message>
        <message>
            <source>…better, because two models vote.</source>
            <translation>…mejor, porque votan dos modelos.</translation>
        </message>
        <message>
            <source>There is no vote: the big model alone decides. The small one only saves time.</source>
            <translation>No hay votación: decide solo el modelo grande. El borrador solo ahorra tiempo.</translation>
        </message>
        <message>
            <source>…the same, but only when the acceptance rate is high.</source>
            <translation>…el mismo, pero solo cuando la tasa de aceptación es alta.</translation>
        </message>
        <message>
            <source>α changes the speed, never the text. Even at α = 0 the answer is the big model's.</source>
            <translation>α cambia la velocidad, nunca el texto. Incluso con α = 0 la respuesta es la del modelo grande.</translation>
        </message>
        <message>
            <source>A free draft (c = 0) that is always wrong (α = 0). Compared with no draft at all, the answer arrives…</source>
            <translation>Un borrador gratis (c = 0) al que siempre le rechazan todo (α = 0). Comparado con no tener borrador, la respuesta llega…</translation>
        </message>
        <message>
            <source>…later.</source>
            <translation>…más tarde.</translation>
        </message>
        <message>
            <source>A free draft costs no time, and each round still writes one token: the big model's correction.</source>
            <translation>Un borrador gratis no cuesta tiempo, y cada ronda sigue dejando un token: la corrección del modelo grande.</translation>
        </message>
        <message>
            <source>…just as fast.</source>
            <translation>…igual de rápido.</translation>
        </message>
        <message>
            <source>…never: the text gets stuck.</source>
            <translation>…nunca: el texto se atasca.</translation>
        </message>
        <message>
            <source>Even a fully rejected round advances one token, so the text always moves on.</source>
            <translation>Incluso una ronda rechazada del todo avanza un token, así que el texto siempre sigue.</translation>
        </message>
        <message>
            <source>…sooner.</source>
            <translation>…antes.</translation>
        </message>
        <message>
            <source>With every guess rejected there is nothing to gain: one token per slow pass, as before.</source>
            <translation>Si se rechazan todas las propuestas no hay nada que ganar: un token por pasada lenta, como antes.</translation>
        </message>
        <message>
            <source>Why is a small draft's acceptance rate usually high on real text?</source>
            <translation>¿Por qué la tasa de aceptación de un borrador pequeño suele ser alta en texto real?</translation>
        </message>
        <message>
            <source>Most tokens are easy: grammar and context leave little choice, and only a few forks are hard.</source>
            <translation>La mayoría de los tokens son fáciles: la gramática y el contexto dejan poco donde elegir, y solo unos pocos son difíciles.</translation>
        </message>
        <message>
            <source>The small model is secretly just as big.</source>
            <translation>En secreto, el borrador es igual de grande.</translation>
        </message>
        <message>
            <source>It is much smaller; that is what makes its guesses cheap.</source>
            <translation>Es mucho más pequeño; eso es lo que abarata sus propuestas.</translation>
        </message>
        <message>
            <source>The big model accepts any token that is close enough.</source>
            <translation>El modelo grande acepta cualquier token que se parezca lo bastante.</translation>
        </message>
        <message>
            <source>It keeps only the tokens it would choose itself; close is not enough.</source>
            <translation>Solo se queda con los tokens que elegiría él mismo; parecido no basta.</translation>
        </message>
        <message>
            <source>The draft sees the big model's answer in advance.</source>
            <translation>El borrador ve de antemano la respuesta del modelo grande.</translation>
        </message>
        <message>
            <source>It cannot: the answer does not exist yet. It only guesses.</source>
            <translation>No puede: la respuesta aún no existe. Solo propone.</translation>
        </message>
        <message>
            <source>What are EAGLE and Medusa?</source>
            <translation>¿Qué son EAGLE y Medusa?</translation>
        </message>
        <message>
            <source>Smaller copies of the big model at lower precision.</source>
            <translation>Copias más pequeñas del modelo grande con menos precisión.</translation>
        </message>
        <message>
            <source>Caches that store earlier answers.</source>
            <translation>Memorias que guardan respuestas anteriores.</translation>
        </message>
        <message>
            <source>No caching of answers is involved: each token is still decided by the big model.</source>
            <translation>No se guarda ninguna respuesta: cada token lo sigue decidiendo el modelo grande.</translation>
        </message>
        <message>
            <source>Yes: the heads read what the big model already computed and propose ahead; the big model verifies the proposals in one pass and keeps only what it would have written itself.</source>
            <translation>Sí: las cabezas leen lo que el modelo grande ya calculó y proponen por delante; el modelo grande verifica las propuestas en una pasada y solo se queda con lo que habría escrito él.</translation>
        </message>
        <message>
            <source>Big models that write several tokens per pass without checking them.</source>
            <translation>Modelos grandes que escriben varios tokens por pasada sin verificarlos.</translation>
        </message>
        <message>
            <source>The guesses are still checked; unchecked guesses could change the text.</source>
            <translation>Las propuestas se siguen verificando; sin verificar, podrían cambiar el texto.</translation>
        </message>
        <message>
            <source>A draft that costs time (c &gt; 0) has a low acceptance rate. What happens?</source>
            <translation>Un borrador que cuesta tiempo (c &gt; 0) tiene una tasa de aceptación baja. ¿Qué pasa?</translation>
        </message>
        <message>
            <source>The answer gets worse.</source>
            <translation>La respuesta empeora.</translation>
        </message>
        <message>
            <source>The text never changes: the big model checks every token. Only the time changes.</source>
            <translation>El texto nunca cambia: el modelo grande verifica cada token. Solo cambia el tiempo.</translation>
        </message>
        <message>
            <source>Nothing: a draft always pays off.</source>
            <translation>Nada: un borrador siempre compensa.</translation>
        </message>
        <message>
            <source>Only a free draft never loses (when checking costs one slow pass). A costly one must be accepted often enough to pay for its time.</source>
            <translation>Solo un borrador gratis nunca pierde (si verificar cuesta una pasada lenta). Uno con coste tiene que acertar lo bastante a menudo para pagar su tiempo.</translation>
        </message>
        <message>
            <source>The text gets stuck.</source>
            <translation>El texto se atasca.</translation>
        </message>
        <message>
            <source>Each round still writes at least one token, so the text always advances.</source>
            <translation>Cada ronda sigue dejando al menos un token, así que el texto siempre avanza.</translation>
        </message>
        <message>
            <source>It can be slower than no draft at all.</source>
            <translation>Puede ir más lento que sin borrador.</translation>
        </message>
        <message>
            <source>Below the break-even rate the drafting time costs more than the slow passes it saves.</source>
            <translation>Por debajo del α de equilibrio, el tiempo del borrador cuesta más que las pasadas lentas que ahorra.</translation>
        </message>
        <message>
            <source>On the chart (k = 4, 100 tokens), drag the orange line to the acceptance rate at which writing takes only half the slow passes: 50 instead of 100.</source>
            <translation>En la gráfica (k = 4, 100 tokens), arrastra la línea naranja hasta la tasa de aceptación con la que escribir cuesta solo la mitad de pasadas lentas: 50 en vez de 100.</translation>
        </message>
        <message>
            <source>You said %1; the curve crosses 50 slow passes at α ≈ %2. There each slow pass yields about 2 tokens.</source>
            <translation>Dijiste %1; la curva cruza las 50 pasadas lentas en α ≈ %2. Ahí cada pasada lenta da unos 2 tokens.</translation>
        </message>
        <message>
            <source>You said %1, but the blue curve crosses 50 slow passes at α ≈ %2 (the green lines). Follow the dot: it shows the slow passes at your α.</source>
            <translation>Dijiste %1, pero la curva azul cruza las 50 pasadas lentas en α ≈ %2 (las líneas verdes). Sigue el punto: marca las pasadas lentas de tu α.</translation>
        </message>
    </context>
    <context>
        <name>RoundHistogram</name>
        <message>
            <source>How many tokens one round leaves</source>
            <translation>Cuántos tokens deja una ronda</translation>
        </message>
        <message>
            <source>&lt;%1%</source>
            <translation>&lt;%1 %</translation>
        </message>
        <message>
            <source>%1 (good)</source>
            <translation>%1 (bueno)</translation>
        </message>
        <message>
            <source>α:</source>
            <translation>α:</translation>
        </message>
        <message>
            <source>↑ % of the rounds</source>
            <translation>↑ % de las rondas</translation>
        </message>
        <message>
            <source>%1%</source>
            <translation>%1 %</translation>
        </message>
        <message>
            <source>%1 token(s): %2</source>
            <translation>rondas que dejan %1: %2</translation>
        </message>
        <message>
            <source>tokens that one round leaves →</source>
            <translation>tokens que deja una ronda →</translation>
        </message>
    </context>
    <context>
        <name>RoundsScreen</name>
        <message>
            <source>Show the next stage</source>
            <translation>Etapa ▸</translation>
        </message>
        <message>
            <source>Show the next stage of the round and stop there</source>
            <translation>Muestra la siguiente etapa de la ronda y se detiene ahí</translation>
        </message>
        <message>
            <source>Each row is one &lt;a href="gloss:round"&gt;round&lt;/a&gt;: the draft proposes k tokens, one slow pass verifies them, keeps the &lt;a href="gloss:prefix"&gt;accepted prefix&lt;/a&gt; (the proposals accepted one after another from the start of the window, up to the first rejection ✕) and adds its own &lt;a href="gloss:extra"&gt;token (+)&lt;/a&gt;.</source>
            <translation>Cada fila es una &lt;a href="gloss:round"&gt;ronda&lt;/a&gt;: el borrador propone k tokens, una pasada lenta los verifica, se queda con el &lt;a href="gloss:prefix"&gt;prefijo aceptado&lt;/a&gt; (las propuestas aceptadas una tras otra desde el principio de la ventana, hasta el primer rechazo ✕), y el modelo grande añade su propio &lt;a href="gloss:extra"&gt;token (+)&lt;/a&gt;, que esa misma pasada ya calcula.</translation>
        </message>
        <message>
            <source>proposed, not yet verified</source>
            <translation>propuesto, aún sin verificar</translation>
        </message>
        <message>
            <source>one slow pass (filled: done; ring: at work; dashed: not started)</source>
            <translation>una pasada lenta (llena: hecha; solo borde: en marcha; discontinua: aún no empieza)</translation>
        </message>
        <message>
            <source>first rejected; the rest dropped</source>
            <translation>primera rechazada; el resto, tachado, se descarta</translation>
        </message>
        <message>
            <source>its own token: a correction that replaces the ✕, or extra if all are ✓</source>
            <translation>su propio token: corrección que sustituye al ✕, o extra si todos son ✓</translation>
        </message>
        <message>
            <source>Every V is one slow pass: the later the first ✕, the more tokens it leaves.</source>
            <translation>Cada V es una pasada lenta: cuanto más tarde llega la primera ✕, más tokens deja.</translation>
        </message>
        <message>
            <source>&lt;b&gt;k = %1&lt;/b&gt; proposals per round; the draft guesses each one right with probability &lt;a href="gloss:alpha"&gt;α&lt;/a&gt; = %5 (no real models here: its hits are drawn at random, %6 % of the time). Each &lt;a href="gloss:expected"&gt;run&lt;/a&gt; (%4 tokens) has its own luck. To move on: «%2», one stage; «%3», all of them.</source>
            <translation>&lt;b&gt;k = %1&lt;/b&gt; propuestas por ronda; el modelo grande acepta cada una con probabilidad &lt;a href="gloss:alpha"&gt;α&lt;/a&gt; (alfa) = %5 (aquí la app lo sortea, como si el borrador acertara el %6 % de las veces; con modelos de verdad, la acepta si es lo que él escribiría). Cada &lt;a href="gloss:expected"&gt;tirada&lt;/a&gt; (escribir una vez el texto, aquí de %4 tokens) sortea de nuevo qué propuestas acepta (✓) o rechaza (✕). Para avanzar: «%2», una etapa; «%3», todas seguidas.</translation>
        </message>
        <message>
            <source>accepted</source>
            <translation>aceptado</translation>
        </message>
    </context>
    <context>
        <name>Screens</name>
        <message>
            <source>Verifying costs about one pass</source>
            <translation>Verificar cuesta una pasada, o poco más</translation>
        </message>
        <message>
            <source>Operate the machine</source>
            <translation>Opera la máquina</translation>
        </message>
        <message>
            <source>Propose, verify, keep the prefix</source>
            <translation>Propón, verifica, quédate con el prefijo</translation>
        </message>
        <message>
            <source>A shorter wait?</source>
            <translation>¿Acortar la espera?</translation>
        </message>
        <message>
            <source>Predict: when is it slower?</source>
            <translation>Predice: ¿cuándo va más lento?</translation>
        </message>
        <message>
            <source>The bad draft</source>
            <translation>El mal borrador</translation>
        </message>
        <message>
            <source>Most words are easy</source>
            <translation>Casi todo es fácil</translation>
        </message>
        <message>
            <source>Drafting heads</source>
            <translation>Cabezas de borrador</translation>
        </message>
        <message>
            <source>Why your chatbot got faster</source>
            <translation>¿Por qué tu chatbot va más rápido?</translation>
        </message>
        <message>
            <source>Key idea and quiz</source>
            <translation>Idea clave y cuestionario</translation>
        </message>
        <message>
            <source>Where it leads</source>
            <translation>Más allá: encoger el modelo</translation>
        </message>
        <message>
            <source>The lesson in writing</source>
            <translation>La lección, por escrito</translation>
        </message>
        <message>
            <source>The lesson, written</source>
            <translation>La lección escrita</translation>
        </message>
        <message>
            <source>Glossary</source>
            <translation>Glosario</translation>
        </message>
    </context>
    <context>
        <name>StageStrip</name>
        <message>
            <source>1 · Draft</source>
            <translation>1 · Proponer</translation>
        </message>
        <message>
            <source>2 · Verify (V)</source>
            <translation>2 · Verificar (V)</translation>
        </message>
        <message>
            <source>3 · Keep the ✓ prefix</source>
            <translation>3 · Quédate con el prefijo ✓</translation>
        </message>
        <message>
            <source>4 · Its own token (+)</source>
            <translation>4 · Su propio token (+)</translation>
        </message>
        <message>
            <source>The draft proposes k tokens: cheap; here counted as free.</source>
            <translation>El borrador propone k tokens: barato, no gratis (pantalla 2); aquí lo contamos como gratis para ver solo las rondas (la pantalla 5 le pone coste).</translation>
        </message>
        <message>
            <source>One slow pass verifies the whole window.</source>
            <translation>Una pasada lenta verifica toda la ventana.</translation>
        </message>
        <message>
            <source>Up to the first ✕; the rest is dropped: it came after a wrong word.</source>
            <translation>Hasta la primera ✕; el resto se descarta: venía detrás de una palabra equivocada.</translation>
        </message>
        <message>
            <source>The pass works out the big model's own token at every position: after the last ✓ it adds its own.</source>
            <translation>La pasada calcula en cada posición el token que elegiría el modelo grande: tras los ✓ (o en lugar de la primera ✕) pone el suyo.</translation>
        </message>
    </context>
    <context>
        <name>WeightsFigure</name>
        <message numerus="yes">
            <source>Writing, %n trip(s):</source>
            <translation>
                <numerusform>Escribir, %n viaje:</numerusform>
                <numerusform>Escribir, %n viajes:</numerusform>
            </translation>
        </message>
        <message>
            <source>Verifying, 1 trip:</source>
            <translation>Verificar, 1 viaje:</translation>
        </message>
        <message>
            <source>Writing:</source>
            <translation>Escribir:</translation>
        </message>
        <message>
            <source>Verifying:</source>
            <translation>Verificar:</translation>
        </message>
        <message numerus="yes">
            <source>%n trip(s) to memory, one after another</source>
            <translation>
                <numerusform>%n viaje a la memoria</numerusform>
                <numerusform>%n viajes a la memoria, uno tras otro</numerusform>
            </translation>
        </message>
        <message>
            <source>1 trip: the weights serve all %1 at once</source>
            <translation>1 viaje: los pesos sirven para los %1 a la vez</translation>
        </message>
        <message>
            <source>Drawing: trips to memory for the weights</source>
            <translation>Dibujo: viajes a la memoria a por los pesos</translation>
        </message>
    </context>
</TS>
