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
        <source>A bad draft sees most guesses rejected: nearly every round advances a single token, back to one slow pass per token. Drag the &lt;a href=&quot;gloss:alpha&quot;&gt;acceptance rate&lt;/a&gt; and watch.</source>
        <translation>A un mal borrador le rechazan casi todas sus adivinanzas: casi cada ronda avanza un solo token, y volvemos a una pasada lenta por token. Mueve la &lt;a href=&quot;gloss:alpha&quot;&gt;tasa de acierto&lt;/a&gt; y obsérvalo.</translation>
    </message>
    <message>
        <source>Tokens per slow pass</source>
        <translation>Tokens por pasada lenta</translation>
    </message>
    <message>
        <source>Drafted guesses thrown away</source>
        <translation>Adivinanzas del borrador tiradas</translation>
    </message>
    <message>
        <source>Rounds so far that wrote just one token</source>
        <translation>Rondas que solo escribieron un token</translation>
    </message>
    <message>
        <source>How many tokens one round writes</source>
        <translation>Cuántos tokens escribe una ronda</translation>
    </message>
    <message>
        <source>Bar 1: only the big model&apos;s own token. Dashed: a good draft (α = %1).</source>
        <translation>Barra 1: solo el token propio del modelo grande. Discontinuo: un buen borrador (α = %1).</translation>
    </message>
    <message>
        <source>The text is still exactly right: the big model checks every token. But a bad draft buys nothing, and if drafting costs time, it makes you slower.</source>
        <translation>El texto sigue siendo exactamente el correcto: el modelo grande revisa cada token. Pero un mal borrador no te ahorra nada, y si redactar cuesta tiempo, te frena.</translation>
    </message>
</context>
<context>
    <name>ChatbotScreen</name>
    <message>
        <source>Why did your chatbot get faster?</source>
        <translation>¿Por qué tu chatbot va más rápido?</translation>
    </message>
    <message>
        <source>They quietly swapped in a smaller model under the same name.</source>
        <translation>Lo cambiaron a escondidas por un modelo más pequeño con el mismo nombre.</translation>
    </message>
    <message>
        <source>A smaller model writes differently and usually worse. Here the quality did not move: the same big model still decides every token.</source>
        <translation>Un modelo más pequeño escribe distinto, y casi siempre peor. Aquí la calidad no se movió: el mismo modelo grande sigue decidiendo cada token.</translation>
    </message>
    <message>
        <source>A real-world puzzle: your chatbot answers clearly faster than a year ago, with the same model name and the same quality. What probably changed underneath?</source>
        <translation>Un enigma real: tu chatbot responde bastante más rápido que hace un año, con el mismo nombre de modelo y la misma calidad. ¿Qué cambió probablemente por debajo?</translation>
    </message>
    <message>
        <source>A draft (or drafting heads) runs ahead and the big model checks its guesses in blocks.</source>
        <translation>Un borrador (o unas cabezas de borrador) va por delante y el modelo grande revisa sus adivinanzas en bloque.</translation>
    </message>
    <message>
        <source>Speculative decoding and its relatives: same model, same words, far fewer slow passes. It runs unseen under most chats today, so answers come sooner and cost less.</source>
        <translation>La decodificación especulativa y sus parientes: mismo modelo, mismas palabras, muchas menos pasadas lentas. Hoy corre sin que se vea bajo la mayoría de los chats, así que las respuestas llegan antes y cuestan menos.</translation>
    </message>
    <message>
        <source>The model now skips the tokens it is unsure about.</source>
        <translation>Ahora el modelo se salta los tokens de los que no está seguro.</translation>
    </message>
    <message>
        <source>Skipping tokens would change the answer. Nothing is skipped: every token is still the big model&apos;s own choice.</source>
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
        <source>The same answer, underneath</source>
        <translation>La misma respuesta, por debajo</translation>
    </message>
    <message>
        <source>A year ago</source>
        <translation>Hace un año</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Hoy</translation>
    </message>
    <message>
        <source>time, in slow passes →</source>
        <translation>tiempo, en pasadas lentas →</translation>
    </message>
    <message>
        <source>A year ago: one slow pass per token. Today the same words arrive sooner. Answer to see what changed.</source>
        <translation>Hace un año: una pasada lenta por token. Hoy las mismas palabras llegan antes. Responde para ver qué cambió.</translation>
    </message>
    <message>
        <source>Today the draft guesses ahead (orange) and each slow pass (V) checks a block: %1 slow passes instead of %2. From outside you cannot tell; only the waiting changed.</source>
        <translation>Hoy el borrador adivina por delante (naranja) y cada pasada lenta (V) revisa un bloque: %1 pasadas lentas en vez de %2. Desde fuera no se nota; solo cambió la espera.</translation>
    </message>
</context>
<context>
    <name>CheckingScreen</name>
    <message>
        <source>Writing: the big model alone</source>
        <translation>Escribir: el modelo grande solo</translation>
    </message>
    <message>
        <source>Checking: a cheap draft, then one pass (V)</source>
        <translation>Revisar: un borrador barato y luego una pasada (V)</translation>
    </message>
    <message>
        <source>time, in slow passes →</source>
        <translation>tiempo, en pasadas lentas →</translation>
    </message>
    <message>
        <source>Token 7 cannot come before token 6. But if a small &lt;a href=&quot;gloss:draft&quot;&gt;draft model&lt;/a&gt; has already guessed them, the big &lt;a href=&quot;gloss:target&quot;&gt;target model&lt;/a&gt; only has to &lt;i&gt;check&lt;/i&gt;, and checking never waits.</source>
        <translation>El token 7 no puede ir antes que el 6. Pero si un pequeño &lt;a href=&quot;gloss:draft&quot;&gt;modelo borrador&lt;/a&gt; ya los adivinó, el gran &lt;a href=&quot;gloss:target&quot;&gt;modelo objetivo&lt;/a&gt; solo tiene que &lt;i&gt;revisar&lt;/i&gt;, y revisar nunca espera.</translation>
    </message>
    <message>
        <source>With a window of 0 nothing is drafted, so there is nothing to check. Drag k up.</source>
        <translation>Con una ventana de 0 no se redacta nada, así que no hay nada que revisar. Sube k.</translation>
    </message>
    <message>
        <source>Writing k tokens: k slow passes in a row. &lt;a href=&quot;gloss:verify&quot;&gt;Checking&lt;/a&gt; a &lt;a href=&quot;gloss:window&quot;&gt;draft window&lt;/a&gt; of k tokens: &lt;b&gt;one&lt;/b&gt; slow pass, which asks everywhere at once “is this my token?”</source>
        <translation>Escribir k tokens: k pasadas lentas seguidas. &lt;a href=&quot;gloss:verify&quot;&gt;Revisar&lt;/a&gt; una &lt;a href=&quot;gloss:window&quot;&gt;ventana de borrador&lt;/a&gt; de k tokens: &lt;b&gt;una&lt;/b&gt; pasada lenta, que pregunta en todas partes a la vez «¿es este mi token?»</translation>
    </message>
    <message numerus="yes">
        <source>Both lanes continue “%1 …” with the same %n token(s). Press Play: which one finishes first?</source>
        <translation>
            <numerusform>Las dos pistas continúan «%1 …» con el mismo token. Pulsa Reproducir: ¿cuál termina antes?</numerusform>
            <numerusform>Las dos pistas continúan «%1 …» con los mismos %n tokens. Pulsa Reproducir: ¿cuál termina antes?</numerusform>
        </translation>
    </message>
    <message>
        <source>The checking lane is done after 1 slow pass, while writing is still waiting its turn.</source>
        <translation>La pista de revisar termina tras 1 pasada lenta, mientras la de escribir sigue esperando su turno.</translation>
    </message>
    <message>
        <source>Same %1 tokens: writing needed %1 slow passes, checking needed 1 (plus a little drafting time).</source>
        <translation>Los mismos %1 tokens: escribir necesitó %1 pasadas lentas; revisar, 1 (más un poco de tiempo de borrador).</translation>
    </message>
    <message>
        <source>The draft model guesses its tokens quickly, one after another: it is small and cheap.</source>
        <translation>El modelo borrador adivina sus tokens rápido, uno tras otro: es pequeño y barato.</translation>
    </message>
    <message>
        <source>One slow pass checks every drafted position at the same time: they all exist already.</source>
        <translation>Una sola pasada lenta revisa todas las posiciones a la vez: todas existen ya.</translation>
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
        <translation>Tasa de acierto α de tu respuesta</translation>
    </message>
</context>
<context>
    <name>EasyWordsScreen</name>
    <message>
        <source>Which tokens would a small draft get wrong? Tap the ones you think are hard forks, then reveal.</source>
        <translation>¿Qué tokens fallaría un borrador pequeño? Toca los que creas que son bifurcaciones difíciles y luego revela.</translation>
    </message>
    <message>
        <source>Reveal each token&apos;s acceptance</source>
        <translation>Revelar el acierto de cada token</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Empezar de nuevo</translation>
    </message>
    <message>
        <source>Most words are easy. After “Érase una” even a tiny model knows “vez”. The big model is only really needed at the hard forks, which is why the draft&apos;s &lt;a href=&quot;gloss:alpha&quot;&gt;acceptance rate&lt;/a&gt; is high.</source>
        <translation>La mayoría de las palabras son fáciles. Después de «Érase una», hasta un modelo diminuto sabe «vez». El modelo grande solo hace falta de verdad en las bifurcaciones difíciles; por eso la &lt;a href=&quot;gloss:alpha&quot;&gt;tasa de acierto&lt;/a&gt; del borrador es alta.</translation>
    </message>
    <message>
        <source>The sentence, token by token</source>
        <translation>La frase, token a token</translation>
    </message>
    <message>
        <source>average acceptance α</source>
        <translation>tasa de acierto media α</translation>
    </message>
    <message>
        <source>hard forks (below %1)</source>
        <translation>bifurcaciones difíciles (menos de %1)</translation>
    </message>
    <message>
        <source>tokens per slow pass with k = %1, at this α</source>
        <translation>tokens por pasada lenta con k = %1 y esta α</translation>
    </message>
    <message>
        <source>A few hard forks pull the average down a little; the many easy tokens keep it high. High α means long ✓ prefixes and few slow passes.</source>
        <translation>Unas pocas bifurcaciones difíciles bajan un poco la media; los muchos tokens fáciles la mantienen alta. Una α alta da prefijos ✓ largos y pocas pasadas lentas.</translation>
    </message>
    <message numerus="yes">
        <source>Reveal (you marked %n token(s))</source>
        <translation>
            <numerusform>Revelar (marcaste %n token)</numerusform>
            <numerusform>Revelar (marcaste %n tokens)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message numerus="yes">
        <source>You did not mark any token. The dashed chips are the hard forks: only %n of %1.</source>
        <translation>
            <numerusform>No marcaste ningún token. Las fichas de borde discontinuo son las bifurcaciones difíciles: solo %n de %1.</numerusform>
            <numerusform>No marcaste ningún token. Las fichas de borde discontinuo son las bifurcaciones difíciles: solo %n de %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>You found %1 of the %2 hard forks.</source>
        <translation>Encontraste %1 de las %2 bifurcaciones difíciles.</translation>
    </message>
    <message>
        <source>Missed: %1.</source>
        <translation>Se te escaparon: %1.</translation>
    </message>
    <message>
        <source>Easier than you thought: %1.</source>
        <translation>Más fáciles de lo que creías: %1.</translation>
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
        <source>After “en medio”, “del” is nearly certain.</source>
        <translation>Después de «en medio», «del» es casi seguro.</translation>
    </message>
    <message>
        <source>A real fork: niña, princesa, reina, bruja… the draft often picks another one.</source>
        <translation>Una bifurcación de verdad: niña, princesa, reina, bruja… el borrador a menudo elige otra.</translation>
    </message>
    <message>
        <source>Where does she live? Casita, cabaña, aldea, castillo… many answers fit.</source>
        <translation>¿Dónde vive? Casita, cabaña, aldea, castillo… caben muchas respuestas.</translation>
    </message>
    <message>
        <source>With whom? Abuela, madre, gato… the story could go many ways.</source>
        <translation>¿Con quién? Abuela, madre, gato… el cuento puede seguir por muchos caminos.</translation>
    </message>
    <message>
        <source>A fork: several tokens fit here, so the small draft often chooses another.</source>
        <translation>Una bifurcación: aquí caben varios tokens, así que el borrador pequeño a menudo elige otro.</translation>
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
        <source>A language model writes its answer one token at a time, in order. To choose each token the whole big model runs once over the text so far: one slow pass. The next pass cannot start before that token exists, because it needs it as input. Ten tokens, ten slow passes, one after another.</source>
        <translation>Un modelo de lenguaje escribe su respuesta token a token, en orden. Para elegir cada token, el modelo grande entero recorre una vez el texto escrito hasta ahora: una pasada lenta. La pasada siguiente no puede empezar antes de que ese token exista, porque lo necesita como entrada. Diez tokens, diez pasadas lentas, una detrás de otra.</translation>
    </message>
    <message>
        <source>That is the question of this lesson: the order cannot change, but can we cheat the wait?</source>
        <translation>Esa es la pregunta de esta lección: el orden no puede cambiar, pero ¿podemos hacer trampa con la espera?</translation>
    </message>
    <message>
        <source>Each blue block is one slow pass. It writes a single token, and it had to wait for the token before.</source>
        <translation>Cada bloque azul es una pasada lenta. Escribe un solo token, y tuvo que esperar al token anterior.</translation>
    </message>
    <message>
        <source>Suppose a small, fast draft model has already guessed the next k tokens. The big model no longer has to write them, only to check them: at every position it asks “is this the token I would have chosen here?”</source>
        <translation>Imagina que un modelo borrador, pequeño y rápido, ya ha adivinado los k tokens siguientes. El modelo grande ya no tiene que escribirlos, solo revisarlos: en cada posición se pregunta «¿es este el token que yo habría elegido aquí?»</translation>
    </message>
    <message>
        <source>Checking needs no waiting. The guessed tokens all exist already, so the big model works on every position at the same time, in one slow pass. Writing k tokens costs k slow passes in a row; checking k tokens costs one.</source>
        <translation>Revisar no necesita esperas. Los tokens adivinados ya existen todos, así que el modelo grande trabaja en todas las posiciones a la vez, en una sola pasada lenta. Escribir k tokens cuesta k pasadas lentas seguidas; revisar k tokens cuesta una.</translation>
    </message>
    <message>
        <source>The same five tokens. Top: written by the big model, five slow passes. Bottom: drafted cheaply (orange) and checked in a single slow pass (V).</source>
        <translation>Los mismos cinco tokens. Arriba: los escribe el modelo grande, cinco pasadas lentas. Abajo: se redactan barato (naranja) y se revisan en una sola pasada lenta (V).</translation>
    </message>
    <message>
        <source>Speculative decoding repeats one round. First the draft guesses k tokens. Then one slow pass of the big model checks them all. The big model keeps the guesses up to the first one it disagrees with, the ✓ prefix, and throws away the rest, even those after it. The same pass also gives its own next token: where the first guess failed it is a correction; if all k matched, it is a bonus token.</source>
        <translation>La decodificación especulativa repite una ronda. Primero el borrador adivina k tokens. Después, una pasada lenta del modelo grande los revisa todos. El modelo grande se queda con las adivinanzas hasta la primera en la que no está de acuerdo (el prefijo ✓) y tira el resto, incluso las que vienen detrás. La misma pasada da además su propio token siguiente: donde falló la primera adivinanza es una corrección; si acertaron las k, es un token bonus.</translation>
    </message>
    <message>
        <source>So every round writes at least one token and at most k + 1, for exactly one slow pass, and the text is always the big model&apos;s own.</source>
        <translation>Así, cada ronda escribe al menos un token y como mucho k + 1, por exactamente una pasada lenta, y el texto siempre es el del modelo grande.</translation>
    </message>
    <message>
        <source>Each row is one round. V: the slow pass; ✓ kept; ✕ the first rejected guess; struck out: thrown away; +: the big model&apos;s own token.</source>
        <translation>Cada fila es una ronda. V: la pasada lenta; ✓ se conserva; ✕ la primera adivinanza rechazada; tachado: se tira; +: el token propio del modelo grande.</translation>
    </message>
    <message>
        <source>Two numbers decide how much a round gains. The acceptance rate α says how often the big model agrees with a drafted token; the draft window k says how many tokens are guessed per round.</source>
        <translation>Dos números deciden cuánto gana una ronda. La tasa de acierto α dice con qué frecuencia el modelo grande está de acuerdo con un token del borrador; la ventana de borrador k dice cuántos tokens se adivinan por ronda.</translation>
    </message>
    <message>
        <source>If each guess survives with probability α, a round writes on average 1 + α + α² + … + αᵏ tokens. With α = %1 and k = 4 that is %2 tokens per slow pass, so 100 tokens need about %3 slow passes instead of 100.</source>
        <translation>Si cada adivinanza sobrevive con probabilidad α, una ronda escribe de media 1 + α + α² + … + αᵏ tokens. Con α = %1 y k = 4 salen %2 tokens por pasada lenta, así que 100 tokens necesitan unas %3 pasadas lentas en lugar de 100.</translation>
    </message>
    <message>
        <source>Slow passes needed for 100 tokens against α, with k = 4. The dashed line is writing without a draft.</source>
        <translation>Pasadas lentas necesarias para 100 tokens según α, con k = 4. La línea discontinua es escribir sin borrador.</translation>
    </message>
    <message>
        <source>With a free draft the speed-up never dies. Even when every guess is rejected, the round still writes one token, the big model&apos;s free correction: exactly what writing alone gives. A useless free draft ties; it never loses.</source>
        <translation>Con un borrador gratis, la aceleración nunca muere. Aunque rechacen todas las adivinanzas, la ronda escribe igualmente un token, la corrección gratis del modelo grande: justo lo que da escribir sin ayuda. Un borrador gratis e inútil empata; nunca pierde.</translation>
    </message>
    <message>
        <source>Real drafts cost time. If each guess costs c of a slow pass, a round lasts 1 + k·c slow passes and pays off only while it writes more tokens than that. With k = 4 and c = %1 the break-even is α ≈ %2: below it, the draft makes you slower.</source>
        <translation>Los borradores reales cuestan tiempo. Si cada adivinanza cuesta c de una pasada lenta, una ronda dura 1 + k·c pasadas lentas y solo compensa mientras escriba más tokens que eso. Con k = 4 y c = %1, el punto de equilibrio está en α ≈ %2: por debajo, el borrador te frena.</translation>
    </message>
    <message>
        <source>The same chart when each guess costs a quarter of a slow pass: the total time (orange) crosses the line of writing alone at the break-even rate (red).</source>
        <translation>La misma gráfica cuando cada adivinanza cuesta un cuarto de pasada lenta: el tiempo total (naranja) cruza la línea de escribir sin ayuda en la tasa de equilibrio (rojo).</translation>
    </message>
    <message>
        <source>With a low α most guesses are rejected at once, so nearly every round writes only the big model&apos;s own token: one slow pass per token again, and the draft&apos;s work goes in the bin. The text is still right; only time is wasted.</source>
        <translation>Con una α baja, la mayoría de las adivinanzas se rechazan enseguida, así que casi cada ronda escribe solo el token propio del modelo grande: otra vez una pasada lenta por token, y el trabajo del borrador se desperdicia. El texto sigue siendo correcto; solo se pierde tiempo.</translation>
    </message>
    <message>
        <source>How many tokens one round writes, for k = 4 and α = 0.2: four rounds in five write a single token.</source>
        <translation>Cuántos tokens escribe una ronda, con k = 4 y α = 0,2: cuatro de cada cinco rondas escriben un solo token.</translation>
    </message>
    <message>
        <source>Real text is mostly predictable. After “Érase una” even a tiny model says “vez”; grammar words and the ends of common phrases are easy too. Only at the forks, where many continuations fit, does the small model often guess differently from the big one.</source>
        <translation>El texto real es casi todo previsible. Después de «Érase una», hasta un modelo diminuto dice «vez»; las palabras gramaticales y los finales de frases hechas también son fáciles. Solo en las bifurcaciones, donde caben muchas continuaciones, el modelo pequeño adivina a menudo algo distinto que el grande.</translation>
    </message>
    <message>
        <source>That is why the average acceptance rate is high in practice, and why the trick pays.</source>
        <translation>Por eso la tasa de acierto media es alta en la práctica, y por eso el truco compensa.</translation>
    </message>
    <message>
        <source>Each token with its acceptance probability (illustrative values). Dashed: the hard forks.</source>
        <translation>Cada token con su probabilidad de acierto (valores ilustrativos). Borde discontinuo: las bifurcaciones difíciles.</translation>
    </message>
    <message>
        <source>A separate draft model has to be loaded beside the big one and kept in step with it. Many services now do without it: they add a few small drafting heads to the big model itself. Medusa&apos;s heads each guess one position ahead; EAGLE uses one light head that keeps predicting from the big model&apos;s own internal features. Either way, the big model verifies the guesses exactly as before.</source>
        <translation>Un modelo borrador aparte hay que cargarlo junto al grande y mantenerlo a su paso. Muchos servicios ya prescinden de él: le añaden al propio modelo grande unas pequeñas cabezas de borrador. En Medusa, cada cabeza adivina una posición por delante; EAGLE usa una cabeza ligera que sigue prediciendo a partir de las características internas del propio modelo grande. En ambos casos, el modelo grande verifica las adivinanzas exactamente igual que antes.</translation>
    </message>
    <message>
        <source>Drafting heads on top of the big model guess three tokens; one slow pass checks them.</source>
        <translation>Las cabezas de borrador, sobre el modelo grande, adivinan tres tokens; una pasada lenta los revisa.</translation>
    </message>
    <message>
        <source>If answers arrive faster than last year with the same model and the same quality, a likely reason is that draft-and-verify, speculative decoding and its relatives, now runs under the hood: same model, same words, fewer slow passes of the big model, and a lower cost per answer.</source>
        <translation>Si las respuestas llegan antes que el año pasado con el mismo modelo y la misma calidad, una razón probable es que ahora, por debajo, funciona redactar y verificar (la decodificación especulativa y sus parientes): mismo modelo, mismas palabras, menos pasadas lentas del modelo grande y menor coste por respuesta.</translation>
    </message>
    <message>
        <source>The key idea: draft-and-verify speeds up generation without losing quality. A small model drafts, the big one checks the whole window in one pass and keeps what it agrees with.</source>
        <translation>La idea clave: redactar y verificar acelera la generación sin perder calidad. Un modelo pequeño redacta, el grande revisa toda la ventana en una pasada y se queda con aquello en lo que está de acuerdo.</translation>
    </message>
    <message>
        <source>When the big model always takes its most likely token, the text is identical. When it samples at random, a careful acceptance rule (keep a guess with probability min(1, p/q), where p and q are the big and the small model&apos;s probabilities, otherwise draw from the difference) keeps the big model&apos;s probabilities exactly.</source>
        <translation>Cuando el modelo grande elige siempre su token más probable, el texto es idéntico. Cuando muestrea al azar, una regla de aceptación cuidadosa (conservar una adivinanza con probabilidad min(1, p/q), donde p y q son las probabilidades del modelo grande y del pequeño; si no, sacar un token de la diferencia) mantiene exactamente las probabilidades del modelo grande.</translation>
    </message>
    <message>
        <source>Another way to be faster and cheaper is to shrink the model itself. Quantisation stores each weight with fewer bits; distillation trains a small student to imitate a big teacher, and a good student makes a good draft model.</source>
        <translation>Otra forma de ir más rápido y más barato es encoger el propio modelo. La cuantización guarda cada peso con menos bits; la destilación entrena a un alumno pequeño para imitar a un maestro grande, y un buen alumno es un buen modelo borrador.</translation>
    </message>
    <message>
        <source>Speculative decoding: two models, one fast answer</source>
        <translation>Decodificación especulativa: dos modelos, una respuesta rápida</translation>
    </message>
    <message>
        <source>This page tells the whole lesson in writing, figures included. Each section matches a step of the lesson; the link at its end takes you there to operate it.</source>
        <translation>Esta página cuenta toda la lección por escrito, con sus figuras. Cada sección corresponde a un paso de la lección; el enlace del final te lleva allí para operarlo.</translation>
    </message>
    <message>
        <source>Operate it: step %1 →</source>
        <translation>Opéralo: paso %1 →</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <source>token</source>
        <translation>token</translation>
    </message>
    <message>
        <source>The piece of text a language model writes in one step: a word, a piece of a word or a punctuation mark. In this app every word counts as one token, to keep the pictures simple.</source>
        <translation>El trozo de texto que un modelo de lenguaje escribe en un paso: una palabra, un trozo de palabra o un signo de puntuación. En esta app cada palabra cuenta como un token, para que los dibujos sean sencillos.</translation>
    </message>
    <message>
        <source>slow pass</source>
        <translation>pasada lenta</translation>
    </message>
    <message>
        <source>One run of the big model over the text so far. It is the expensive part: writing without help costs one slow pass for every token, and each pass must wait for the one before.</source>
        <translation>Una ejecución del modelo grande sobre el texto escrito hasta ahora. Es la parte cara: escribir sin ayuda cuesta una pasada lenta por cada token, y cada pasada tiene que esperar a la anterior.</translation>
    </message>
    <message>
        <source>draft model</source>
        <translation>modelo borrador</translation>
    </message>
    <message>
        <source>A small, fast model that guesses the next few tokens before the big model gets to them. Its guesses are only proposals: nothing it writes reaches the answer unless the big model agrees.</source>
        <translation>Un modelo pequeño y rápido que adivina los próximos tokens antes de que llegue el modelo grande. Sus adivinanzas son solo propuestas: nada de lo que escribe llega a la respuesta si el modelo grande no está de acuerdo.</translation>
    </message>
    <message>
        <source>target model</source>
        <translation>modelo objetivo</translation>
    </message>
    <message>
        <source>The big model whose answer you want. It always has the last word: it checks the draft&apos;s guesses and keeps only the tokens it would have written itself.</source>
        <translation>El modelo grande cuya respuesta quieres. Siempre tiene la última palabra: revisa las adivinanzas del borrador y se queda solo con los tokens que habría escrito él mismo.</translation>
    </message>
    <message>
        <source>draft window</source>
        <translation>ventana de borrador</translation>
    </message>
    <message>
        <source>How many tokens (k) the draft guesses ahead in each round. A longer window can win more per slow pass, but every extra guess is less likely to survive.</source>
        <translation>Cuántos tokens (k) adivina el borrador por delante en cada ronda. Una ventana más larga puede ganar más por pasada lenta, pero cada adivinanza extra tiene menos probabilidad de sobrevivir.</translation>
    </message>
    <message>
        <source>verification</source>
        <translation>verificación</translation>
    </message>
    <message>
        <source>The big model&apos;s check of the drafted window. Because the drafted tokens already exist, it asks at every position at once “is this the token I would have chosen here?”, all in a single slow pass.</source>
        <translation>La revisión que hace el modelo grande de la ventana del borrador. Como los tokens del borrador ya existen, pregunta en todas las posiciones a la vez «¿es este el token que yo habría elegido aquí?», todo en una sola pasada lenta.</translation>
    </message>
    <message>
        <source>prefix</source>
        <translation>prefijo</translation>
    </message>
    <message>
        <source>The run of drafted tokens, from the start of the window, that the big model agrees with (the ✓ tokens). Everything from the first mismatch (✕) onwards is thrown away.</source>
        <translation>La tira de tokens del borrador, desde el principio de la ventana, con la que el modelo grande está de acuerdo (los tokens ✓). Todo lo que va desde el primer fallo (✕) en adelante se tira.</translation>
    </message>
    <message>
        <source>bonus token</source>
        <translation>token bonus</translation>
    </message>
    <message>
        <source>The extra token (+) the verifying pass gives for free. If every guess matched, the big model adds the next token of its own; if not, it puts its own token where the first guess failed (a free correction). Either way each round moves forward at least one token.</source>
        <translation>El token extra (+) que la pasada de verificación da gratis. Si acertaron todas las adivinanzas, el modelo grande añade su propio token siguiente; si no, pone su propio token donde falló la primera adivinanza (una corrección gratis). En cualquier caso, cada ronda avanza al menos un token.</translation>
    </message>
    <message>
        <source>acceptance rate</source>
        <translation>tasa de acierto</translation>
    </message>
    <message>
        <source>How often the big model agrees with a drafted token, written α. At α = 0.9 nine guesses out of ten survive; at α = 0 every round advances just the one token the big model adds.</source>
        <translation>Con qué frecuencia el modelo grande está de acuerdo con un token del borrador; se escribe α. Con α = 0,9 sobreviven nueve de cada diez adivinanzas; con α = 0 cada ronda avanza solo el token que añade el modelo grande.</translation>
    </message>
    <message>
        <source>speed-up</source>
        <translation>aceleración</translation>
    </message>
    <message>
        <source>How many times sooner the answer arrives than with one slow pass per token: the tokens a round writes, divided by how long the round takes in slow passes, drafting time included.</source>
        <translation>Cuántas veces antes llega la respuesta que con una pasada lenta por token: los tokens que escribe una ronda, divididos entre lo que dura la ronda en pasadas lentas, contando el tiempo del borrador.</translation>
    </message>
</context>
<context>
    <name>GlossaryScreen</name>
    <message>
        <source>◀ Back to: %1</source>
        <translation>◀ Volver a: %1</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Glosario</translation>
    </message>
    <message>
        <source>Every term of the lesson in plain words. The link under each one takes you to the step where it first appears.</source>
        <translation>Todos los términos de la lección, en palabras sencillas. El enlace de debajo te lleva al paso donde aparece por primera vez.</translation>
    </message>
    <message>
        <source>First appears in step %1: %2</source>
        <translation>Aparece por primera vez en el paso %1: %2</translation>
    </message>
</context>
<context>
    <name>HeadsScreen</name>
    <message>
        <source>In today&apos;s chat services the draft is often not a separate model: small &lt;b&gt;drafting heads&lt;/b&gt; added to the big model guess a few tokens ahead (EAGLE, Medusa), and the big model &lt;a href=&quot;gloss:verify&quot;&gt;verifies&lt;/a&gt; them as usual.</source>
        <translation>En los chats de hoy, el borrador a menudo no es un modelo aparte: unas pequeñas &lt;b&gt;cabezas de borrador&lt;/b&gt; añadidas al modelo grande adivinan unos tokens por delante (EAGLE, Medusa), y el modelo grande las &lt;a href=&quot;gloss:verify&quot;&gt;verifica&lt;/a&gt; como siempre.</translation>
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
        <source>▶ Play a round</source>
        <translation>▶ Reproducir una ronda</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Paso siguiente</translation>
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
        <source>drafting heads</source>
        <translation>cabezas de borrador</translation>
    </message>
    <message>
        <source>The text so far</source>
        <translation>El texto hasta ahora</translation>
    </message>
    <message>
        <source>Guesses</source>
        <translation>Adivinanzas</translation>
    </message>
    <message>
        <source>&lt;p&gt;A few small layers bolted onto the big model. They read what its last pass already computed, so their guesses come almost for free.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Medusa&lt;/b&gt;: each head guesses one position ahead (+1, +2, +3).&lt;br&gt;&lt;b&gt;EAGLE&lt;/b&gt;: one light head that keeps predicting from the big model&apos;s own features.&lt;/p&gt;&lt;p&gt;No second model to load or keep in step.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Unas pocas capas pequeñas acopladas al modelo grande. Leen lo que su última pasada ya calculó, así que sus adivinanzas salen casi gratis.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Medusa&lt;/b&gt;: cada cabeza adivina una posición por delante (+1, +2, +3).&lt;br&gt;&lt;b&gt;EAGLE&lt;/b&gt;: una cabeza ligera que sigue prediciendo a partir de las características del propio modelo grande.&lt;/p&gt;&lt;p&gt;No hay un segundo modelo que cargar ni que mantener al paso.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A second, much smaller model of the same family. It writes its guesses one by one, in its own small passes.&lt;/p&gt;&lt;p&gt;It must share the big model&apos;s vocabulary, live in memory beside it, and stay similar enough to be right often.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Un segundo modelo, mucho más pequeño, de la misma familia. Escribe sus adivinanzas una a una, en sus propias pasadas pequeñas.&lt;/p&gt;&lt;p&gt;Tiene que compartir el vocabulario del modelo grande, vivir en memoria a su lado y parecerse lo bastante para acertar a menudo.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Whoever drafts, the big model has the last word: only the tokens it agrees with are kept. Same answer, fewer slow passes.</source>
        <translation>Redacte quien redacte, el modelo grande tiene la última palabra: solo se quedan los tokens con los que está de acuerdo. La misma respuesta, menos pasadas lentas.</translation>
    </message>
    <message>
        <source>Press Play, or go one step at a time.</source>
        <translation>Pulsa Reproducir, o avanza paso a paso.</translation>
    </message>
    <message>
        <source>The heads guess the next 3 tokens at once, from what the big model just computed.</source>
        <translation>Las cabezas adivinan los 3 tokens siguientes de una vez, a partir de lo que el modelo grande acaba de calcular.</translation>
    </message>
    <message>
        <source>The small model writes its 3 guesses one after another: cheap, but a second model.</source>
        <translation>El modelo pequeño escribe sus 3 adivinanzas una tras otra: barato, pero es un segundo modelo.</translation>
    </message>
    <message>
        <source>One slow pass of the big model checks all 3 guesses at the same time.</source>
        <translation>Una pasada lenta del modelo grande revisa las 3 adivinanzas a la vez.</translation>
    </message>
    <message>
        <source>It agrees with the first two (✓) and rejects the third (✕).</source>
        <translation>Está de acuerdo con las dos primeras (✓) y rechaza la tercera (✕).</translation>
    </message>
    <message>
        <source>The ✓ prefix is kept and the same pass adds the big model&apos;s own token (+). Three tokens for one slow pass.</source>
        <translation>Se conserva el prefijo ✓ y la misma pasada añade el token propio del modelo grande (+). Tres tokens por una pasada lenta.</translation>
    </message>
</context>
<context>
    <name>IntroScreen</name>
    <message>
        <source>A language model writes its answer one &lt;a href=&quot;gloss:token&quot;&gt;token&lt;/a&gt; at a time, in order. Every token costs one &lt;a href=&quot;gloss:slowpass&quot;&gt;slow pass&lt;/a&gt; of the whole big model, and that pass cannot start until the token before it exists.</source>
        <translation>Un modelo de lenguaje escribe su respuesta &lt;a href=&quot;gloss:token&quot;&gt;token&lt;/a&gt; a token, en orden. Cada token cuesta una &lt;a href=&quot;gloss:slowpass&quot;&gt;pasada lenta&lt;/a&gt; del modelo grande entero, y esa pasada no puede empezar hasta que exista el token anterior.</translation>
    </message>
    <message>
        <source>The big model writes, one slow pass per token</source>
        <translation>El modelo grande escribe: una pasada lenta por token</translation>
    </message>
    <message>
        <source>Big model</source>
        <translation>Modelo grande</translation>
    </message>
    <message>
        <source>time, in slow passes →</source>
        <translation>tiempo, en pasadas lentas →</translation>
    </message>
    <message>
        <source>&lt;b&gt;The question of this lesson:&lt;/b&gt; the order is fixed, and every token waits for the one before it. Can we cheat the wait?</source>
        <translation>&lt;b&gt;La pregunta de esta lección:&lt;/b&gt; el orden es fijo y cada token espera al anterior. ¿Podemos hacer trampa con la espera?</translation>
    </message>
    <message>
        <source>%1 tokens, %1 slow passes, strictly one after another. Nothing could start early: each pass needed the token written by the pass before it.</source>
        <translation>%1 tokens, %1 pasadas lentas, estrictamente una tras otra. Nada pudo adelantarse: cada pasada necesitaba el token que escribió la anterior.</translation>
    </message>
    <message>
        <source>Press Play and watch the big model write the sentence. The dashed boxes are the slow passes still waiting their turn.</source>
        <translation>Pulsa Reproducir y mira cómo el modelo grande escribe la frase. Las cajas discontinuas son las pasadas lentas que esperan su turno.</translation>
    </message>
    <message>
        <source>Slow pass 1 writes the first token.</source>
        <translation>La pasada lenta 1 escribe el primer token.</translation>
    </message>
    <message>
        <source>Slow pass %1 writes token %1. It could only start once token %2 existed.</source>
        <translation>La pasada lenta %1 escribe el token %1. Solo pudo empezar cuando ya existía el token %2.</translation>
    </message>
</context>
<context>
    <name>LaneControls</name>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ Pausa</translation>
    </message>
    <message>
        <source>▶ Continue</source>
        <translation>▶ Seguir</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Reproducir</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Reiniciar</translation>
    </message>
</context>
<context>
    <name>LessonScreen</name>
    <message>
        <source>Read first ↗</source>
        <translation>Lee primero ↗</translation>
    </message>
    <message>
        <source>Open the written explainer at this step, with its figures</source>
        <translation>Abre el explicador escrito en este paso, con sus figuras</translation>
    </message>
</context>
<context>
    <name>NextScreen</name>
    <message>
        <source>Speculative decoding makes the big model faster without touching it. The next idea goes further: another way to be faster and cheaper is to shrink the model itself.</source>
        <translation>La decodificación especulativa hace más rápido al modelo grande sin tocarlo. La próxima idea va más allá: otra forma de ir más rápido y más barato es encoger el propio modelo.</translation>
    </message>
    <message>
        <source>Quantisation: fewer bits per number</source>
        <translation>Cuantización: menos bits por número</translation>
    </message>
    <message>
        <source>Store each of the model&apos;s weights with fewer bits, say 4 instead of 16. The model takes a quarter of the memory and runs faster, at a small cost in quality that has to be measured.</source>
        <translation>Guardar cada peso del modelo con menos bits, por ejemplo 4 en vez de 16. El modelo ocupa la cuarta parte de memoria y va más rápido, a cambio de una pequeña pérdida de calidad que hay que medir.</translation>
    </message>
    <message>
        <source>Distillation: a small student</source>
        <translation>Destilación: un alumno pequeño</translation>
    </message>
    <message>
        <source>Train a small model to imitate a big one, its teacher. The student is cheap to run; and a good student makes an excellent &lt;a href=&quot;gloss:draft&quot;&gt;draft model&lt;/a&gt;.</source>
        <translation>Entrenar un modelo pequeño para que imite a uno grande, su maestro. El alumno es barato de usar, y un buen alumno es un excelente &lt;a href=&quot;gloss:draft&quot;&gt;modelo borrador&lt;/a&gt;.</translation>
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
        <source>why checking a whole window takes a single slow pass;</source>
        <translation>por qué revisar una ventana entera cuesta una sola pasada lenta;</translation>
    </message>
    <message>
        <source>a round: draft cheap, verify once, keep the ✓ prefix plus one token;</source>
        <translation>una ronda: redacta barato, verifica una vez, quédate con el prefijo ✓ más un token;</translation>
    </message>
    <message>
        <source>how α and k move the slow passes, and where the speed-up dies;</source>
        <translation>cómo α y k mueven las pasadas lentas, y dónde muere la aceleración;</translation>
    </message>
    <message>
        <source>why most tokens are easy, and what drafting heads are;</source>
        <translation>por qué la mayoría de los tokens son fáciles, y qué son las cabezas de borrador;</translation>
    </message>
    <message>
        <source>why the answer stays exactly the big model&apos;s.</source>
        <translation>por qué la respuesta sigue siendo exactamente la del modelo grande.</translation>
    </message>
    <message>
        <source>Keep going</source>
        <translation>Sigue explorando</translation>
    </message>
    <message>
        <source>Open the Lab</source>
        <translation>Abrir el Laboratorio</translation>
    </message>
    <message>
        <source>Read it all</source>
        <translation>Leerlo todo</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Glosario</translation>
    </message>
    <message>
        <source>Your quiz: %1 of %2 right at the first try.</source>
        <translation>Tu prueba: %1 de %2 acertadas al primer intento.</translation>
    </message>
</context>
<context>
    <name>OperateScreen</name>
    <message>
        <source>Your turn. Drag the &lt;a href=&quot;gloss:window&quot;&gt;draft window&lt;/a&gt; k and the &lt;a href=&quot;gloss:alpha&quot;&gt;acceptance rate&lt;/a&gt; α, and watch the slow passes fall on the chart. The &lt;a href=&quot;gloss:speedup&quot;&gt;speed-up&lt;/a&gt; is in the numbers.</source>
        <translation>Te toca. Arrastra la &lt;a href=&quot;gloss:window&quot;&gt;ventana de borrador&lt;/a&gt; k y la &lt;a href=&quot;gloss:alpha&quot;&gt;tasa de acierto&lt;/a&gt; α, y mira cómo bajan las pasadas lentas en la gráfica. La &lt;a href=&quot;gloss:speedup&quot;&gt;aceleración&lt;/a&gt; está en los números.</translation>
    </message>
    <message>
        <source>Try this</source>
        <translation>Prueba esto</translation>
    </message>
    <message>
        <source>On the chart, the dot is your setting and the dashed line is writing without a draft, one slow pass per token.</source>
        <translation>En la gráfica, el punto es tu ajuste y la línea discontinua es escribir sin borrador, una pasada lenta por token.</translation>
    </message>
    <message>
        <source>Push α all the way down to 0. How many slow passes now?</source>
        <translation>Baja α del todo, hasta 0. ¿Cuántas pasadas lentas hay ahora?</translation>
    </message>
    <message>
        <source>As many as tokens, exactly as without a draft: each round still writes one token.</source>
        <translation>Tantas como tokens, igual que sin borrador: cada ronda sigue escribiendo un token.</translation>
    </message>
    <message>
        <source>Write the %1 tokens in less than a quarter of the slow passes.</source>
        <translation>Escribe los %1 tokens con menos de la cuarta parte de las pasadas lentas.</translation>
    </message>
    <message>
        <source>That takes a high α and a long enough window: over four tokens per slow pass.</source>
        <translation>Hace falta una α alta y una ventana bastante larga: más de cuatro tokens por pasada lenta.</translation>
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
    <message>
        <source>slow passes: %1 · tokens: %2</source>
        <translation>pasadas lentas: %1 · tokens: %2</translation>
    </message>
</context>
<context>
    <name>PredictScreen</name>
    <message>
        <source>α = %1</source>
        <translation>α = %1</translation>
    </message>
    <message>
        <source>your guess</source>
        <translation>tu predicción</translation>
    </message>
    <message>
        <source>Predict before you look: lower the &lt;a href=&quot;gloss:alpha&quot;&gt;acceptance rate&lt;/a&gt; and the draft helps less and less. Where does the &lt;a href=&quot;gloss:speedup&quot;&gt;speed-up&lt;/a&gt; die completely? Drag the orange line and lock it in.</source>
        <translation>Predice antes de mirar: si bajas la &lt;a href=&quot;gloss:alpha&quot;&gt;tasa de acierto&lt;/a&gt;, el borrador ayuda cada vez menos. ¿Dónde muere del todo la &lt;a href=&quot;gloss:speedup&quot;&gt;aceleración&lt;/a&gt;? Arrastra la línea naranja y fíjala.</translation>
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
        <source>A draft that costs (c = %1)</source>
        <translation>Un borrador que cuesta (c = %1)</translation>
    </message>
    <message>
        <source>c is the time of one guess, as a fraction of a slow pass.</source>
        <translation>c es el tiempo de una adivinanza, como fracción de una pasada lenta.</translation>
    </message>
    <message>
        <source>The dashed line is writing without a draft: %1 slow passes.</source>
        <translation>La línea discontinua es escribir sin borrador: %1 pasadas lentas.</translation>
    </message>
    <message>
        <source>Your guess: the speed-up dies at</source>
        <translation>Tu predicción: la aceleración muere en</translation>
    </message>
    <message>
        <source>Lock in my guess</source>
        <translation>Fijar mi predicción</translation>
    </message>
    <message>
        <source>Guess again</source>
        <translation>Predecir otra vez</translation>
    </message>
    <message>
        <source>Now with a draft that costs</source>
        <translation>Ahora con un borrador que cuesta</translation>
    </message>
    <message>
        <source>Now with a free draft</source>
        <translation>Ahora con un borrador gratis</translation>
    </message>
    <message>
        <source>Right: it never dies. You placed it at α = %1, where the two lines only touch.</source>
        <translation>Correcto: nunca muere. La pusiste en α = %1, donde las dos líneas solo se tocan.</translation>
    </message>
    <message>
        <source>It never dies. You placed it at α = %1; the curves only meet at α = 0, %2 away from your guess.</source>
        <translation>Nunca muere. La pusiste en α = %1; las curvas solo se juntan en α = 0, a %2 de tu predicción.</translation>
    </message>
    <message>
        <source>With a free draft the blue curve never rises above the dashed line. Even when every guess is rejected, the check still gives the big model&apos;s own token: a &lt;a href=&quot;gloss:bonus&quot;&gt;free correction&lt;/a&gt;. Each round writes at least one token, as many as writing alone: a useless free draft ties, it never loses.</source>
        <translation>Con un borrador gratis, la curva azul nunca sube por encima de la línea discontinua. Aunque rechacen todas las adivinanzas, la verificación da igualmente el token propio del modelo grande: una &lt;a href=&quot;gloss:bonus&quot;&gt;corrección gratis&lt;/a&gt;. Cada ronda escribe al menos un token, tantos como sin ayuda: un borrador gratis e inútil empata, nunca pierde.</translation>
    </message>
    <message>
        <source>Well judged: the speed-up dies at α = %3. You said %1, only %2 away.</source>
        <translation>Bien visto: la aceleración muere en α = %3. Dijiste %1, a solo %2.</translation>
    </message>
    <message>
        <source>It dies at α = %3. You said %1: %2 too low.</source>
        <translation>Muere en α = %3. Dijiste %1: %2 por debajo.</translation>
    </message>
    <message>
        <source>It dies at α = %3. You said %1: %2 too high.</source>
        <translation>Muere en α = %3. Dijiste %1: %2 por encima.</translation>
    </message>
    <message>
        <source>Besides its slow pass, each round now spends %1 guesses × %2 = %3 extra slow pass on drafting (the orange curve counts that time). Below α = %4, the red line, the rounds do not write enough tokens to pay for it, and the draft makes you slower.</source>
        <translation>Además de su pasada lenta, cada ronda gasta ahora %1 adivinanzas × %2 = %3 pasada lenta extra en el borrador (la curva naranja cuenta ese tiempo). Por debajo de α = %4, la línea roja, las rondas no escriben tokens suficientes para pagarlo, y el borrador te frena.</translation>
    </message>
</context>
<context>
    <name>QuizScreen</name>
    <message>
        <source>Question %1</source>
        <translation>Pregunta %1</translation>
    </message>
    <message>
        <source>First tries right: %1 of %2</source>
        <translation>Aciertos al primer intento: %1 de %2</translation>
    </message>
    <message>
        <source>Question %1 of %2</source>
        <translation>Pregunta %1 de %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;The key idea:&lt;/b&gt; draft-and-verify speeds up generation without losing quality. Now prove it: every answer explains itself, and your first try is the one that counts.</source>
        <translation>&lt;b&gt;La idea clave:&lt;/b&gt; redactar y verificar acelera la generación sin perder calidad. Ahora demuéstralo: cada respuesta se explica, y cuenta tu primer intento.</translation>
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
        <source>Nothing is skipped. The hard tokens are exactly where the big model&apos;s own choice matters, and every token is checked by it.</source>
        <translation>No se salta nada. Los tokens difíciles son justo donde importa la elección del modelo grande, y él revisa cada token.</translation>
    </message>
    <message>
        <source>A small model drafts tokens; the big one verifies them in one pass.</source>
        <translation>Un modelo pequeño redacta tokens; el grande los verifica en una pasada.</translation>
    </message>
    <message>
        <source>A small, fast model drafts several tokens and the big model checks them all in one pass. Checking is cheaper than writing them one by one.</source>
        <translation>Un modelo pequeño y rápido redacta varios tokens y el modelo grande los revisa todos en una sola pasada. Revisar es más barato que escribirlos uno a uno.</translation>
    </message>
    <message>
        <source>It lowers the precision of the model.</source>
        <translation>Baja la precisión del modelo.</translation>
    </message>
    <message>
        <source>That is quantisation, a different trick that shrinks the model and may change its answers. Speculative decoding leaves the big model exactly as it is.</source>
        <translation>Eso es la cuantización, otro truco, que encoge el modelo y puede cambiar sus respuestas. La decodificación especulativa deja el modelo grande tal como está.</translation>
    </message>
    <message>
        <source>It caches the system prompt.</source>
        <translation>Cachea el system prompt.</translation>
    </message>
    <message>
        <source>Caching the prompt saves work once, before the answer starts. It does nothing for the slow pass that every new token needs.</source>
        <translation>Cachear el prompt ahorra trabajo una vez, antes de que empiece la respuesta. No hace nada por la pasada lenta que necesita cada token nuevo.</translation>
    </message>
    <message>
        <source>Why can the big model check 5 drafted tokens in one slow pass, but not write 5 tokens in one?</source>
        <translation>¿Por qué el modelo grande puede revisar 5 tokens del borrador en una pasada lenta, pero no escribir 5 tokens en una?</translation>
    </message>
    <message>
        <source>Because checking is done by the small model.</source>
        <translation>Porque la revisión la hace el modelo pequeño.</translation>
    </message>
    <message>
        <source>No: the big model itself checks, at full size. Only the guessing is cheap.</source>
        <translation>No: revisa el propio modelo grande, a tamaño completo. Lo único barato es adivinar.</translation>
    </message>
    <message>
        <source>The 5 drafted tokens already exist, so every position can be checked at the same time; when writing, each token must wait for the one before.</source>
        <translation>Los 5 tokens del borrador ya existen, así que todas las posiciones se pueden revisar a la vez; al escribir, cada token tiene que esperar al anterior.</translation>
    </message>
    <message>
        <source>Exactly. Writing is a chain, token 7 needs token 6. Checking has nothing to wait for, so all positions fit in one pass.</source>
        <translation>Exacto. Escribir es una cadena: el token 7 necesita el 6. Revisar no tiene nada que esperar, así que todas las posiciones caben en una pasada.</translation>
    </message>
    <message>
        <source>It only checks the first of the 5 tokens.</source>
        <translation>Solo revisa el primero de los 5 tokens.</translation>
    </message>
    <message>
        <source>It checks every position of the window, all in the same pass.</source>
        <translation>Revisa todas las posiciones de la ventana, todas en la misma pasada.</translation>
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
        <translation>Ventana k = 4. La primera adivinanza se acepta y la segunda se rechaza. ¿Cuántos tokens añade esta ronda al texto?</translation>
    </message>
    <message>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <source>The accepted guess counts too: one ✓ plus the big model&apos;s own token.</source>
        <translation>La adivinanza aceptada también cuenta: una ✓ más el token propio del modelo grande.</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>One ✓ guess plus the big model&apos;s correction where the ✕ was: two tokens for one slow pass.</source>
        <translation>Una adivinanza ✓ más la corrección del modelo grande donde estaba la ✕: dos tokens por una pasada lenta.</translation>
    </message>
    <message>
        <source>4</source>
        <translation>4</translation>
    </message>
    <message>
        <source>Everything from the first ✕ on is dropped, even guesses that might have been right.</source>
        <translation>Todo lo que va desde la primera ✕ se tira, incluso adivinanzas que quizá eran buenas.</translation>
    </message>
    <message>
        <source>5</source>
        <translation>5</translation>
    </message>
    <message>
        <source>Five means all 4 guesses plus a bonus token: that needs every guess to match.</source>
        <translation>Cinco serían las 4 adivinanzas más un token bonus: eso exige que acierten todas.</translation>
    </message>
    <message>
        <source>Compared with the big model alone, the text written with speculative decoding is…</source>
        <translation>Comparado con el modelo grande solo, el texto escrito con decodificación especulativa es…</translation>
    </message>
    <message>
        <source>…a little worse, because part of it comes from the small model.</source>
        <translation>…un poco peor, porque una parte viene del modelo pequeño.</translation>
    </message>
    <message>
        <source>Nothing enters the text without the big model&apos;s approval; a rejected guess is replaced by its own token.</source>
        <translation>Nada entra en el texto sin el visto bueno del modelo grande; una adivinanza rechazada se sustituye por su propio token.</translation>
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
        <translation>No hay votación: decide solo el modelo grande. El pequeño solo ahorra tiempo.</translation>
    </message>
    <message>
        <source>…the same, but only when the acceptance rate is high.</source>
        <translation>…el mismo, pero solo cuando la tasa de acierto es alta.</translation>
    </message>
    <message>
        <source>α changes the speed, never the text. Even at α = 0 the answer is the big model&apos;s.</source>
        <translation>α cambia la velocidad, nunca el texto. Incluso con α = 0 la respuesta es la del modelo grande.</translation>
    </message>
    <message>
        <source>A free draft (c = 0) that is always wrong (α = 0). Compared with no draft at all, the answer arrives…</source>
        <translation>Un borrador gratis (c = 0) que siempre falla (α = 0). Comparado con no tener borrador, la respuesta llega…</translation>
    </message>
    <message>
        <source>…later.</source>
        <translation>…más tarde.</translation>
    </message>
    <message>
        <source>A free draft costs no time, and each round still writes one token: the big model&apos;s correction.</source>
        <translation>Un borrador gratis no cuesta tiempo, y cada ronda sigue escribiendo un token: la corrección del modelo grande.</translation>
    </message>
    <message>
        <source>…just as fast.</source>
        <translation>…igual de rápido.</translation>
    </message>
    <message>
        <source>Each round is one slow pass for one token (the free correction): exactly like writing alone. No gain, no loss; that is why the speed-up never dies when c = 0.</source>
        <translation>Cada ronda es una pasada lenta por un token (la corrección gratis): justo como escribir sin ayuda. Ni gana ni pierde; por eso la aceleración nunca muere cuando c = 0.</translation>
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
        <translation>Si se rechazan todas las adivinanzas no hay nada que ganar: un token por pasada lenta, como antes.</translation>
    </message>
    <message>
        <source>Why is a small draft&apos;s acceptance rate usually high on real text?</source>
        <translation>¿Por qué la tasa de acierto de un borrador pequeño suele ser alta en texto real?</translation>
    </message>
    <message>
        <source>Most tokens are easy: grammar and context leave little choice, and only a few forks are hard.</source>
        <translation>La mayoría de los tokens son fáciles: la gramática y el contexto dejan poco donde elegir, y solo unas pocas bifurcaciones son difíciles.</translation>
    </message>
    <message>
        <source>Right: after “Érase una” anyone says “vez”. The big model is really needed only at the forks.</source>
        <translation>Eso es: después de «Érase una» cualquiera dice «vez». El modelo grande solo hace falta de verdad en las bifurcaciones.</translation>
    </message>
    <message>
        <source>The small model is secretly just as big.</source>
        <translation>En secreto, el modelo pequeño es igual de grande.</translation>
    </message>
    <message>
        <source>It is much smaller; that is what makes its guesses cheap.</source>
        <translation>Es mucho más pequeño; eso es lo que abarata sus adivinanzas.</translation>
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
        <source>The draft sees the big model&apos;s answer in advance.</source>
        <translation>El borrador ve de antemano la respuesta del modelo grande.</translation>
    </message>
    <message>
        <source>It cannot: the answer does not exist yet. It only guesses.</source>
        <translation>No puede: la respuesta aún no existe. Solo adivina.</translation>
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
        <source>That describes quantised or distilled models. EAGLE and Medusa keep the big model and add a drafter to it.</source>
        <translation>Eso describe modelos cuantizados o destilados. EAGLE y Medusa conservan el modelo grande y le añaden un redactor.</translation>
    </message>
    <message>
        <source>Caches that store earlier answers.</source>
        <translation>Cachés que guardan respuestas anteriores.</translation>
    </message>
    <message>
        <source>No caching of answers is involved: each token is still decided by the big model.</source>
        <translation>No se cachea ninguna respuesta: cada token lo sigue decidiendo el modelo grande.</translation>
    </message>
    <message>
        <source>Small drafting heads on the big model that guess a few tokens ahead, checked as usual.</source>
        <translation>Pequeñas cabezas de borrador en el modelo grande que adivinan unos tokens por delante y se verifican como siempre.</translation>
    </message>
    <message>
        <source>Yes: the heads read what the big model already computed, guess ahead, and the big model verifies the guesses in one pass.</source>
        <translation>Sí: las cabezas leen lo que el modelo grande ya calculó, adivinan por delante, y el modelo grande verifica las adivinanzas en una pasada.</translation>
    </message>
    <message>
        <source>Big models that write several tokens per pass without checking them.</source>
        <translation>Modelos grandes que escriben varios tokens por pasada sin revisarlos.</translation>
    </message>
    <message>
        <source>The guesses are still checked; unchecked guesses could change the text.</source>
        <translation>Las adivinanzas se siguen revisando; sin revisar, podrían cambiar el texto.</translation>
    </message>
    <message>
        <source>A draft that costs time (c &gt; 0) has a low acceptance rate. What happens?</source>
        <translation>Un borrador que cuesta tiempo (c &gt; 0) tiene una tasa de acierto baja. ¿Qué pasa?</translation>
    </message>
    <message>
        <source>The answer gets worse.</source>
        <translation>La respuesta empeora.</translation>
    </message>
    <message>
        <source>The text never changes: the big model checks every token. Only the time changes.</source>
        <translation>El texto nunca cambia: el modelo grande revisa cada token. Solo cambia el tiempo.</translation>
    </message>
    <message>
        <source>Nothing: a draft always pays off.</source>
        <translation>Nada: un borrador siempre compensa.</translation>
    </message>
    <message>
        <source>Only a free draft always breaks even. A costly one must be right often enough to pay for its time.</source>
        <translation>Solo un borrador gratis empata siempre. Uno que cuesta tiene que acertar lo bastante para pagar su tiempo.</translation>
    </message>
    <message>
        <source>The text gets stuck.</source>
        <translation>El texto se atasca.</translation>
    </message>
    <message>
        <source>Each round still writes at least one token, so the text always advances.</source>
        <translation>Cada ronda sigue escribiendo al menos un token, así que el texto siempre avanza.</translation>
    </message>
    <message>
        <source>It can be slower than no draft at all.</source>
        <translation>Puede ir más lento que sin borrador.</translation>
    </message>
    <message>
        <source>Below the break-even rate the drafting time costs more than the slow passes it saves.</source>
        <translation>Por debajo de la tasa de equilibrio, el tiempo del borrador cuesta más que las pasadas lentas que ahorra.</translation>
    </message>
    <message>
        <source>On the chart (k = 4, 100 tokens), drag the orange line to the acceptance rate at which writing takes only half the slow passes: 50 instead of 100.</source>
        <translation>En la gráfica (k = 4, 100 tokens), arrastra la línea naranja hasta la tasa de acierto con la que escribir cuesta solo la mitad de pasadas lentas: 50 en vez de 100.</translation>
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
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>RoundsScreen</name>
    <message>
        <source>Each row is one round: one slow pass checks the drafted window, keeps the matching &lt;a href=&quot;gloss:prefix&quot;&gt;prefix&lt;/a&gt; and adds a token of its own (a &lt;a href=&quot;gloss:bonus&quot;&gt;bonus token&lt;/a&gt; or a correction).</source>
        <translation>Cada fila es una ronda: una pasada lenta revisa la ventana del borrador, conserva el &lt;a href=&quot;gloss:prefix&quot;&gt;prefijo&lt;/a&gt; que coincide y añade un token suyo (un &lt;a href=&quot;gloss:bonus&quot;&gt;token bonus&lt;/a&gt; o una corrección).</translation>
    </message>
    <message>
        <source>Next stage ▶</source>
        <translation>Siguiente etapa ▶</translation>
    </message>
    <message>
        <source>Show the next stage of the round and stop there</source>
        <translation>Muestra la siguiente etapa de la ronda y se detiene ahí</translation>
    </message>
    <message>
        <source>one slow pass</source>
        <translation>una pasada lenta</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>se conserva</translation>
    </message>
    <message>
        <source>first rejected guess; the rest is dropped</source>
        <translation>primera adivinanza rechazada; el resto se tira</translation>
    </message>
    <message>
        <source>its own token, free</source>
        <translation>su propio token, gratis</translation>
    </message>
    <message>
        <source>Every V is one slow pass, and it always moves the text forward by the ✓ prefix plus one token. Fewer ✕ means fewer slow passes: that is the whole trick.</source>
        <translation>Cada V es una pasada lenta, y siempre hace avanzar el texto el prefijo ✓ más un token. Menos ✕ significa menos pasadas lentas: ese es todo el truco.</translation>
    </message>
</context>
<context>
    <name>Screens</name>
    <message>
        <source>The opening question</source>
        <translation>La pregunta inicial</translation>
    </message>
    <message>
        <source>Checking beats writing</source>
        <translation>Revisar gana a escribir</translation>
    </message>
    <message>
        <source>Draft, verify, keep</source>
        <translation>Redacta, verifica, quédate</translation>
    </message>
    <message>
        <source>Operate the machine</source>
        <translation>Opera la máquina</translation>
    </message>
    <message>
        <source>Predict: where does it die?</source>
        <translation>Predice: ¿dónde muere?</translation>
    </message>
    <message>
        <source>The bad drafter</source>
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
        <translation>Idea clave y prueba</translation>
    </message>
    <message>
        <source>Where it leads</source>
        <translation>Adónde lleva</translation>
    </message>
    <message>
        <source>Read first</source>
        <translation>Lee primero</translation>
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
        <translation>1 · Redactar</translation>
    </message>
    <message>
        <source>2 · Verify (V)</source>
        <translation>2 · Verificar (V)</translation>
    </message>
    <message>
        <source>3 · Keep ✓</source>
        <translation>3 · Conservar ✓</translation>
    </message>
    <message>
        <source>4 · One more (+)</source>
        <translation>4 · Uno más (+)</translation>
    </message>
    <message>
        <source>The small model guesses k tokens. Cheap.</source>
        <translation>El modelo pequeño adivina k tokens. Barato.</translation>
    </message>
    <message>
        <source>One slow pass checks the whole window.</source>
        <translation>Una pasada lenta revisa la ventana entera.</translation>
    </message>
    <message>
        <source>Up to the first ✕; the rest is dropped.</source>
        <translation>Hasta la primera ✕; el resto se tira.</translation>
    </message>
    <message>
        <source>The same pass adds the big model&apos;s own token.</source>
        <translation>La misma pasada añade el token del modelo grande.</translation>
    </message>
</context>
</TS>
