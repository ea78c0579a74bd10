<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
    <context>
        <name>BranchSteppers</name>
        <message>
            <source>Candidates under each node, per level</source>
            <translation>Candidatos bajo cada nodo, por nivel</translation>
        </message>
        <message>
            <source>level %1</source>
            <translation>nivel %1</translation>
        </message>
        <message>
            <source>Levels ahead</source>
            <translation>Niveles por delante</translation>
        </message>
        <message>
            <source>How many tokens ahead the draft proposes: the depth of the tree. A new level keeps 1 candidate.</source>
            <translation>Cuántos tokens por delante propone el borrador: la profundidad del árbol. Un nivel nuevo guarda 1 candidato.</translation>
        </message>
        <message>
            <source>Candidates kept at level %1</source>
            <translation>Candidatos que se guardan en el nivel %1</translation>
        </message>
        <message>
            <source>How many of the draft's best proposals for level %1 the tree keeps, below every node of the level before.</source>
            <translation>Cuántas de las mejores propuestas del borrador para el nivel %1 guarda el árbol, debajo de cada nodo del nivel anterior.</translation>
        </message>
    </context>
    <context>
        <name>MaskView</name>
        <message>
            <source>may look (an ancestor or itself)</source>
            <translation>puede mirar (un antepasado o él mismo)</translation>
        </message>
        <message>
            <source>blocked (another branch)</source>
            <translation>bloqueado (otra rama)</translation>
        </message>
        <message>
            <source>Tree attention mask</source>
            <translation>Máscara de atención del árbol</translation>
        </message>
        <message>
            <source>%1 × %1 grid, one row and one column per node, all on level 1: a filled square where the node may look at another node. Each node sees only the context and itself, so one slow pass verifies every branch without mixing them.</source>
            <translation>Cuadrícula de %1 × %1, una fila y una columna por nodo, todos en el nivel 1: un cuadro lleno donde el nodo puede mirar a otro. Cada nodo solo ve el contexto y a sí mismo, así que una pasada lenta verifica todas las ramas sin mezclarlas.</translation>
        </message>
        <message>
            <source>%1 × %1 grid, one row and one column per node, level by level (levels 1 to %2): a filled square where the node may look at another node. Each node sees only its ancestors and itself, so one slow pass verifies every branch without mixing them.</source>
            <translation>Cuadrícula de %1 × %1, una fila y una columna por nodo, nivel a nivel (niveles 1 a %2): un cuadro lleno donde el nodo puede mirar a otro. Cada nodo solo ve a sus antepasados y a sí mismo, así que una pasada lenta verifica todas las ramas sin mezclarlas.</translation>
        </message>
    </context>
    <context>
        <name>Screens</name>
        <message>
            <source>Tree lab</source>
            <translation>Laboratorio de árboles</translation>
        </message>
        <message>
            <source>Trees</source>
            <translation>Árboles</translation>
        </message>
    </context>
    <context>
        <name>TreeCanvas</name>
        <message>
            <source>level %1</source>
            <translation>nivel %1</translation>
        </message>
        <message numerus="yes">
            <source>%n node(s)</source>
            <translation>
                <numerusform>%n nodo</numerusform>
                <numerusform>%n nodos</numerusform>
            </translation>
        </message>
        <message>
            <source>levels %1–%2</source>
            <translation>niveles %1–%2</translation>
        </message>
        <message>
            <source>not drawn</source>
            <translation>sin dibujar</translation>
        </message>
        <message>
            <source>%1 nodes</source>
            <translation>%1 nodos</translation>
        </message>
        <message numerus="yes">
            <source>→ the draft proposes a tree of %n word(s)</source>
            <translation>
                <numerusform>→ el borrador propone un árbol de %n palabra</numerusform>
                <numerusform>→ el borrador propone un árbol de %n palabras</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>one slow pass verifies all %n node(s) at once</source>
            <translation>
                <numerusform>una pasada lenta verifica %n nodo a la vez</numerusform>
                <numerusform>una pasada lenta verifica los %n nodos a la vez</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>= %n token(s) in this round</source>
            <translation>
                <numerusform>= %n token en esta ronda</numerusform>
                <numerusform>= %n tokens en esta ronda</numerusform>
            </translation>
        </message>
        <message>
            <source>no first-level proposal matched</source>
            <translation>ninguna propuesta del primer nivel coincide</translation>
        </message>
        <message>
            <source>+ %1 more</source>
            <translation>+ %1 más</translation>
        </message>
        <message>
            <source>each round</source>
            <translation>cada ronda</translation>
        </message>
        <message>
            <source>starts here</source>
            <translation>parte de aquí</translation>
        </message>
        <message numerus="yes">
            <source>→ %n proposal(s) so far, level by level…</source>
            <translation>
                <numerusform>→ %n propuesta hasta ahora, nivel a nivel…</numerusform>
                <numerusform>→ %n propuestas hasta ahora, nivel a nivel…</numerusform>
            </translation>
        </message>
        <message>
            <source>another word</source>
            <translation>otra palabra</translation>
        </message>
        <message>
            <source>«%1», level %2, the draft's choice no. %3; the big model follows this path with probability %4. It sees only: %5.</source>
            <translation>«%1», nivel %2, opción n.º %3 del borrador; el modelo grande sigue este camino con probabilidad %4. Solo ve: %5.</translation>
        </message>
        <message>
            <source>%1 nodes in %2 levels; expected %3 tokens per round.</source>
            <translation>%1 nodos en %2 niveles; se esperan %3 tokens por ronda.</translation>
        </message>
        <message>
            <source>Draft tree</source>
            <translation>Árbol del borrador</translation>
        </message>
    </context>
    <context>
        <name>TreeChart</name>
        <message>
            <source>Nodes per pass (log scale)</source>
            <translation>Nodos por pasada (escala log.)</translation>
        </message>
        <message>
            <source>Regular: every node of a level has the same number of candidates; the greedy tree places them freely, so it is never worse. Log scale: 1 to 10 nodes takes as much room as 10 to 100.</source>
            <translation>Regular: cada nodo de un nivel lleva los mismos candidatos; el voraz los reparte libremente, así que nunca es peor. Escala logarítmica: de 1 a 10 nodos ocupa lo mismo que de 10 a 100.</translation>
        </message>
        <message>
            <source>Speed-up (×)</source>
            <translation>Aceleración (×)</translation>
        </message>
        <message>
            <source>↑ ◆ your tree</source>
            <translation>↑ ◆ tu árbol</translation>
        </message>
        <message numerus="yes">
            <source>best regular tree, ≤ %n level(s)</source>
            <translation>
                <numerusform>mejor árbol regular, ≤ %n nivel</numerusform>
                <numerusform>mejor árbol regular, ≤ %n niveles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>greedy tree, ≤ %n level(s)</source>
            <translation>
                <numerusform>árbol voraz, ≤ %n nivel</numerusform>
                <numerusform>árbol voraz, ≤ %n niveles</numerusform>
            </translation>
        </message>
        <message>
            <source>Tokens per round</source>
            <translation>Tokens por ronda</translation>
        </message>
        <message>
            <source>Chart: tokens per round and speed-up against the number of nodes</source>
            <translation>Gráfica: tokens por ronda y aceleración según el número de nodos</translation>
        </message>
        <message>
            <source>chain: n nodes, n levels</source>
            <translation>cadena: n nodos, n niveles</translation>
        </message>
        <message>
            <source>fastest greedy</source>
            <translation>voraz más rápido</translation>
        </message>
        <message>
            <source>Your tree: %1 nodes, %2 tokens per round, speed-up %3×. Fastest greedy tree: %4 nodes, %5×.</source>
            <translation>Tu árbol: %1 nodos, %2 tokens por ronda, aceleración %3×. Árbol voraz más rápido: %4 nodos, %5×.</translation>
        </message>
        <message>
            <source>Your tree: %1 tokens per round with %2 nodes.</source>
            <translation>Tu árbol: %1 tokens por ronda con %2 nodos.</translation>
        </message>
        <message numerus="yes">
            <source>The trees stay within %n level(s); the chain of n nodes is n levels deep, so it can lie above them only because it reaches further ahead.</source>
            <translation>
                <numerusform>Los árboles se quedan en %n nivel; la cadena de n nodos tiene n niveles, así que si va por encima es solo porque llega más lejos.</numerusform>
                <numerusform>Los árboles se quedan en %n niveles; la cadena de n nodos tiene n niveles, así que si va por encima es solo porque llega más lejos.</numerusform>
            </translation>
        </message>
        <message>
            <source>Your tree: speed-up %1× with %2 nodes; the fastest greedy tree: %3× with %4 nodes.</source>
            <translation>Tu árbol: aceleración %1× con %2 nodos; el árbol voraz más rápido: %3× con %4 nodos.</translation>
        </message>
    </context>
    <context>
        <name>TreeNumbers</name>
        <message>
            <source>%1×</source>
            <translation>%1×</translation>
        </message>
        <message>
            <source>Your tree: time of a round, in slow passes:
1 + β·nodes + levels·c
= 1 + %1·%2 + %3·%4 = %5</source>
            <translation>Tu árbol: tiempo de una ronda, en pasadas lentas:
1 + β·nodos + niveles·c
= 1 + %1·%2 + %3·%4 = %5</translation>
        </message>
        <message>
            <source>On average: %1 tokens ÷ %2 = %3×.</source>
            <translation>De media: %1 tokens ÷ %2 = %3×.</translation>
        </message>
        <message numerus="yes">
            <source>Your tree: %n node(s) checked in each slow pass.</source>
            <translation>
                <numerusform>Tu árbol: %n nodo verificado en cada pasada lenta.</numerusform>
                <numerusform>Tu árbol: %n nodos verificados en cada pasada lenta.</numerusform>
            </translation>
        </message>
        <message>
            <source>tokens per round</source>
            <translation>tokens por ronda</translation>
        </message>
        <message numerus="yes">
            <source>Your tree (%n node(s))</source>
            <translation>
                <numerusform>Tu árbol (%n nodo)</numerusform>
                <numerusform>Tu árbol (%n nodos)</numerusform>
            </translation>
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
            <source>β = %1: what each verified node adds to the one slow pass (the lesson and the Lab count it as 0).</source>
            <translation>β = %1: lo que cada nodo verificado añade a la única pasada lenta (en la lección, 0).</translation>
        </message>
        <message numerus="yes">
            <source>Chain: 1 proposal per level. Greedy: as many nodes, in at most your %n level(s), most probable paths first.</source>
            <translation>
                <numerusform>Cadena: 1 propuesta por nivel. Voraz: el mismo número de nodos, en tu %n nivel como mucho, primero los caminos más probables.</numerusform>
                <numerusform>Cadena: 1 propuesta por nivel. Voraz: el mismo número de nodos, en tus %n niveles como mucho, primero los caminos más probables.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Chain (%n level(s))</source>
            <translation>
                <numerusform>Cadena (%n nivel)</numerusform>
                <numerusform>Cadena (%n niveles)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Greedy (%n node(s))</source>
            <translation>
                <numerusform>Voraz (%n nodo)</numerusform>
                <numerusform>Voraz (%n nodos)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A chain: one proposal per level, %n level(s) deep like your tree.</source>
            <translation>
                <numerusform>Una cadena: una propuesta por nivel, %n nivel de profundidad, como tu árbol.</numerusform>
                <numerusform>Una cadena: una propuesta por nivel, %n niveles de profundidad, como tu árbol.</numerusform>
            </translation>
        </message>
        <message>
            <source>The greedy tree: the same number of nodes, at most as deep as your tree, chosen most probable path first (as Medusa and EAGLE-2 build their trees).</source>
            <translation>El árbol voraz: el mismo número de nodos, como mucho tan profundo como tu árbol, elegidos empezando por el camino más probable (así construyen sus árboles Medusa y EAGLE-2).</translation>
        </message>
        <message>
            <source>speed-up</source>
            <translation>aceleración</translation>
        </message>
    </context>
    <context>
        <name>TreeScreen</name>
        <message>
            <source>No try yet</source>
            <translation>Aún no hay ningún sorteo</translation>
        </message>
        <message numerus="yes">
            <source>4 · Keep the path plus the big model's correction (+), here a word the draft did not propose: %n token(s) in this round, which took %1 slow passes.</source>
            <translation>
                <numerusform>4 · Guarda el camino y el token propio, una corrección (+) que el borrador no propuso: %n token en esta ronda, que tardó %1 pasadas lentas.</numerusform>
                <numerusform>4 · Guarda el camino y el token propio, una corrección (+) que el borrador no propuso: %n tokens en esta ronda, que tardó %1 pasadas lentas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>4 · Keep the whole path plus the big model's extra token (+ %1): %n token(s) in this round, which took %2 slow passes.</source>
            <translation>
                <numerusform>4 · Guarda el camino entero y el token propio (+ %1): %n token en esta ronda, que tardó %2 pasadas lentas.</numerusform>
                <numerusform>4 · Guarda el camino entero y el token propio (+ %1): %n tokens en esta ronda, que tardó %2 pasadas lentas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>4 · Keep the path plus the big model's correction (+ %1): %n token(s) in this round, which took %2 slow passes.</source>
            <translation>
                <numerusform>4 · Guarda el camino y el token propio, una corrección (+ %1): %n token en esta ronda, que tardó %2 pasadas lentas.</numerusform>
                <numerusform>4 · Guarda el camino y el token propio, una corrección (+ %1): %n tokens en esta ronda, que tardó %2 pasadas lentas.</numerusform>
            </translation>
        </message>
        <message>
            <source>Green row: the last matching node. What it may look at is exactly the accepted path: %1.</source>
            <translation>Fila verde: el último nodo que coincide. Lo que puede mirar es justo el camino aceptado: %1.</translation>
        </message>
        <message>
            <source>Point at a node, in the tree or here, to light up its row.</source>
            <translation>Señala un nodo, en el árbol o aquí, para iluminar su fila.</translation>
        </message>
        <message numerus="yes">
            <source>Row «%1»: it may look at %2 only; the other %n node(s) are hidden from it.</source>
            <translation>
                <numerusform>Fila «%1»: solo puede mirar %2; el otro nodo le queda oculto.</numerusform>
                <numerusform>Fila «%1»: solo puede mirar %2; los otros %n nodos le quedan ocultos.</numerusform>
            </translation>
        </message>
        <message>
            <source>weak</source>
            <translation>débil</translation>
        </message>
        <message>
            <source>EAGLE-like</source>
            <translation>tipo EAGLE</translation>
        </message>
        <message>
            <source>α: as in the lesson, the probability that the 1st proposal is the big model's word.</source>
            <translation>α: como en la lección, la probabilidad de aceptar una propuesta; aquí, la 1.ª (la favorita) de cada nodo.</translation>
        </message>
        <message>
            <source>Mask (a view beside Tree and Chart): which proposed tokens each one may look at.</source>
            <translation>Máscara (una vista, junto a Árbol y Gráfica): a qué tokens propuestos puede mirar cada uno.</translation>
        </message>
        <message>
            <source>What the papers report</source>
            <translation>Lo que dicen los artículos</translation>
        </message>
        <message>
            <source>Weak draft</source>
            <translation>Borrador débil</translation>
        </message>
        <message>
            <source>Advanced ▸ cost per node and more</source>
            <translation>Avanzado ▸ coste por nodo y más</translation>
        </message>
        <message>
            <source>Show:</source>
            <translation>Ver:</translation>
        </message>
        <message>
            <source>Tree</source>
            <translation>Árbol</translation>
        </message>
        <message>
            <source>Chart</source>
            <translation>Gráfica</translation>
        </message>
        <message>
            <source>Mask</source>
            <translation>Máscara</translation>
        </message>
        <message>
            <source>The tree of proposals and one verification round</source>
            <translation>El árbol de propuestas y una ronda de verificación</translation>
        </message>
        <message>
            <source>The attention mask: who may look at whom</source>
            <translation>La máscara de atención: quién puede mirar a quién</translation>
        </message>
        <message>
            <source>Try %1 · stage %2 of 4</source>
            <translation>Sorteo %1 · etapa %2 de 4</translation>
        </message>
        <message>
            <source>then try %1</source>
            <translation>(enseguida, sorteo %1)</translation>
        </message>
        <message>
            <source>EAGLE-like draft</source>
            <translation>Borrador tipo EAGLE</translation>
        </message>
        <message>
            <source>Preset: %1</source>
            <translation>Preajuste: %1</translation>
        </message>
        <message>
            <source>α = %1, r = %2</source>
            <translation>α = %1, r = %2</translation>
        </message>
        <message>
            <source>Levels: tokens ahead. Candidates: proposals under each node.</source>
            <translation>Niveles: tokens por delante. Candidatos: propuestas bajo cada nodo.</translation>
        </message>
        <message>
            <source>Stage ▸</source>
            <translation>Etapa ▸</translation>
        </message>
        <message>
            <source>Next stage of the round</source>
            <translation>Siguiente etapa de la ronda</translation>
        </message>
        <message>
            <source>Show the next stage of the round: draft, one pass, find the path, keep it</source>
            <translation>Muestra la siguiente etapa de la ronda: borrador, una pasada, buscar el camino, guardarlo</translation>
        </message>
        <message>
            <source>Advanced ▾ (hide)</source>
            <translation>Avanzado ▾ (ocultar)</translation>
        </message>
        <message>
            <source>Advanced: cost per verified node and attention mask</source>
            <translation>Avanzado: coste por nodo verificado y máscara de atención</translation>
        </message>
        <message>
            <source>The cost per verified node, β, and the attention mask: which proposed tokens each one may look at</source>
            <translation>El coste por nodo verificado, β, y la máscara de atención: a qué tokens propuestos puede mirar cada uno</translation>
        </message>
        <message>
            <source>Tokens per round and speed-up against the number of nodes</source>
            <translation>Tokens por ronda y aceleración según el número de nodos</translation>
        </message>
        <message>
            <source>r: each candidate under a node is accepted r times as often as the one before, until they add up to 1: 2nd candidate %1, 3rd %2.</source>
            <translation>r: cada candidato acierta con r × la probabilidad del anterior, hasta sumar 1: 2.º, %1; 3.º, %2.</translation>
        </message>
        <message>
            <source>r: each candidate under a node is accepted r times as often as the one before: 2nd candidate %1, 3rd %2.</source>
            <translation>r: cada candidato acierta con r × la probabilidad del anterior: 2.º, %1; 3.º, %2.</translation>
        </message>
        <message>
            <source>Expected: %1 tokens per round.</source>
            <translation>Se esperan %1 tokens por ronda.</translation>
        </message>
        <message numerus="yes">
            <source>In %n finished try(s): %1 tokens, %2 per round; expected %3. Each try repeats the same round; the big model samples (picks at random, with its probabilities), so its branch changes.</source>
            <translation>
                <numerusform>En %n sorteo terminado: %1 tokens, %2 por ronda; se esperan %3. Cada sorteo repite una sola ronda, siempre desde el mismo comienzo; el modelo grande muestrea (elige al azar, con sus probabilidades), así que su rama cambia.</numerusform>
                <numerusform>En %n sorteos terminados: %1 tokens, %2 por ronda; se esperan %3. Cada sorteo repite una sola ronda, siempre desde el mismo comienzo; el modelo grande muestrea (elige al azar, con sus probabilidades), así que su rama cambia.</numerusform>
            </translation>
        </message>
        <message>
            <source>Press ▶ Play, or Stage, to verify one round of this tree. Point at a node to light up its path.</source>
            <translation>Pulsa ▶ Reproducir, o Etapa, para verificar una ronda de este árbol. Señala un nodo para iluminar su camino.</translation>
        </message>
        <message numerus="yes">
            <source>1 · The draft proposes the tree level by level, cheaply, before the slow pass that verifies it: %n word(s) so far, level 1 of %1.</source>
            <translation>
                <numerusform>1 · El borrador propone el árbol nivel a nivel, barato y antes de la pasada lenta que lo verifica: %n propuesta hasta ahora, nivel 1 de %1.</numerusform>
                <numerusform>1 · El borrador propone el árbol nivel a nivel, barato y antes de la pasada lenta que lo verifica: %n propuestas hasta ahora, nivel 1 de %1.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>1 · The draft proposes the tree level by level, cheaply, before the slow pass that verifies it: %n word(s) so far, levels 1 to %1 of %2.</source>
            <translation>
                <numerusform>1 · El borrador propone el árbol nivel a nivel, barato y antes de la pasada lenta que lo verifica: %n propuesta hasta ahora, niveles 1 a %1 de %2.</numerusform>
                <numerusform>1 · El borrador propone el árbol nivel a nivel, barato y antes de la pasada lenta que lo verifica: %n propuestas hasta ahora, niveles 1 a %1 de %2.</numerusform>
            </translation>
        </message>
        <message>
            <source>2 · One slow pass, a little longer than in the lesson (β = %2 per node): the big model verifies all %1 nodes at once. Each node looks only at its own ancestors, so the branches never mix («Advanced ▸ cost per node and more» opens the Mask view: who may look at whom).</source>
            <translation>2 · Una pasada lenta, algo más larga que en la lección (β = %2 por nodo): el modelo grande verifica los %1 nodos a la vez. Cada nodo solo mira a sus antepasados, así que las ramas no se mezclan (la vista Máscara, en «Avanzado ▸ coste por nodo y más», muestra quién puede mirar a quién).</translation>
        </message>
        <message>
            <source>3 · Find the matching path: none of the first-level proposals is the big model's word (✕). Nothing from the tree is kept this time.</source>
            <translation>3 · Busca el camino que coincide: ninguna propuesta del primer nivel es la palabra del modelo grande (✕). Esta vez no se guarda nada del árbol.</translation>
        </message>
        <message numerus="yes">
            <source>3 · Find the matching path, level by level: so far the big model agrees with «%1» (%n ✓).</source>
            <translation>
                <numerusform>3 · Busca el camino que coincide, nivel a nivel: por ahora el modelo grande está de acuerdo con «%1» (%n ✓).</numerusform>
                <numerusform>3 · Busca el camino que coincide, nivel a nivel: por ahora el modelo grande está de acuerdo con «%1» (%n ✓).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>3 · Find the matching path: the big model agrees with «%1» along one branch (%n ✓). Every other branch is thrown away.</source>
            <translation>
                <numerusform>3 · Busca el camino que coincide: el modelo grande está de acuerdo con «%1» a lo largo de una rama (%n ✓). Las demás ramas se descartan.</numerusform>
                <numerusform>3 · Busca el camino que coincide: el modelo grande está de acuerdo con «%1» a lo largo de una rama (%n ✓). Las demás ramas se descartan.</numerusform>
            </translation>
        </message>
        <message>
            <source>1 + %1 nodes × %2 (β) + %3 levels × %4 (c) = %5</source>
            <translation>1 + %1 nodos × %2 (β) + %3 niveles × %4 (c) = %5</translation>
        </message>
        <message>
            <source>Draft:</source>
            <translation>Borrador:</translation>
        </message>
        <message>
            <source>Attention mask: who may look at whom</source>
            <translation>Máscara de atención: quién puede mirar a quién</translation>
        </message>
        <message>
            <source>Why it matters: each node may look only at its ancestors (its own path), so one slow pass verifies every branch at once without mixing them. Rows and columns are the nodes, level by level; the numbers are the levels.</source>
            <translation>Por qué importa: cada nodo solo puede mirar a sus antepasados (su propio camino), así que una sola pasada lenta verifica todas las ramas a la vez sin mezclarlas. Filas y columnas son los nodos, nivel a nivel; los números son los niveles.</translation>
        </message>
        <message>
            <source>Weak: α = %1, r = %2. EAGLE-like: α = %3, r = %4.</source>
            <translation>Débiles: α = %1, r = %2. Tipo EAGLE: α = %3, r = %4.</translation>
        </message>
        <message>
            <source>One level = one draft step; c = %1 is like EAGLE.</source>
            <translation>1 nivel = 1 paso del borrador; c = %1, como EAGLE.</translation>
        </message>
        <message>
            <source>A refinement of the lesson's simple model, where verifying a whole window costs about one slow pass: a tree of many nodes makes that one pass a little longer. β is the time each node adds, in slow passes; β = 0 is the lesson's model.</source>
            <translation>Un refinamiento del modelo sencillo de la lección, donde verificar una ventana entera cuesta más o menos una pasada lenta: un árbol de muchos nodos alarga un poco esa única pasada. β es el tiempo que añade cada nodo, en pasadas lentas; β = 0 es el modelo de la lección.</translation>
        </message>
        <message>
            <source>Play the verification rounds one after another</source>
            <translation>Reproduce las rondas de verificación una tras otra</translation>
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
            <source>Speed:</source>
            <translation>Velocidad:</translation>
        </message>
        <message>
            <source>Playback speed</source>
            <translation>Velocidad de reproducción</translation>
        </message>
        <message>
            <source>New tries</source>
            <translation>Sortear de nuevo</translation>
        </message>
        <message>
            <source>Draw new random tries</source>
            <translation>Sortear de nuevo las rondas</translation>
        </message>
        <message>
            <source>Start again with other random choices of the big model</source>
            <translation>Empieza de nuevo con otras elecciones al azar del modelo grande</translation>
        </message>
        <message>
            <source>&lt;a href="screen:heads"&gt;Back to the lesson&lt;/a&gt;: in today's serving the draft is often a few extra heads on the big model (EAGLE, Medusa), and proposing a tree is what takes them further. &lt;b&gt;What the papers report&lt;/b&gt; (their models and hardware, not this app's results): Medusa-1 more than 2.2×, Medusa-2 2.3–3.6× (Vicuna 7B–33B); EAGLE 2.7–3.5× (LLaMA2-Chat 70B); EAGLE-3 up to about 6.5×.</source>
            <translation>&lt;a href="screen:heads"&gt;Vuelve a la lección&lt;/a&gt;: hoy el borrador suele ser unas cabezas extra sobre el propio modelo grande (EAGLE, Medusa), y proponer un árbol es lo que las lleva más lejos. &lt;b&gt;Lo que dicen los artículos&lt;/b&gt; (sus modelos y su hardware, no esta app): Medusa-1, más de 2,2×; Medusa-2, 2,3–3,6× (Vicuna 7B–33B); EAGLE, 2,7–3,5× (LLaMA2-Chat 70B); EAGLE-3, hasta unas 6,5×.</translation>
        </message>
    </context>
    <context>
        <name>TreeSlider</name>
        <message>
            <source>Top guess right, α</source>
            <translation>Tasa de aceptación de la 1.ª propuesta, α</translation>
        </message>
        <message>
            <source>How often the big model's word is the draft's first choice. It plays the role of α.</source>
            <translation>Con qué frecuencia la palabra del modelo grande es la primera opción del borrador. Hace el papel de α.</translation>
        </message>
        <message>
            <source>Factor per candidate, r</source>
            <translation>Factor por candidato, r</translation>
        </message>
        <message>
            <source>Each candidate under a node is accepted r times as often as the one before it: the second α·r of the time, the third α·r², and so on.</source>
            <translation>Cada candidato de un nodo se acepta r veces lo que el anterior: el segundo, α·r de las veces; el tercero, α·r², y así sucesivamente.</translation>
        </message>
        <message>
            <source>Draft cost c, per level</source>
            <translation>Coste del borrador c, por nivel</translation>
        </message>
        <message>
            <source>The draft proposes the tree one level per step; c is the time of one step, in slow passes. EAGLE's one small layer on the big model takes about 0.05.</source>
            <translation>El borrador propone el árbol, un nivel por paso; c es el tiempo de un paso, en pasadas lentas. La única capa pequeña de EAGLE sobre el modelo grande tarda unas 0,05.</translation>
        </message>
        <message>
            <source>Time the slow pass adds for each node it checks, in slow passes. 0: the pass takes the same time whatever its size.</source>
            <translation>Tiempo que añade a la pasada lenta cada nodo que verifica, en pasadas lentas. 0: la pasada dura lo mismo sea cual sea su tamaño.</translation>
        </message>
        <message>
            <source>Cost per verified node, β</source>
            <translation>Coste por nodo verificado, β</translation>
        </message>
    </context>
</TS>
