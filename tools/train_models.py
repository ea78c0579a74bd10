"""Train the real-models lab's two tiny transformers on Don Quijote (issue 11).

Development tool, not part of the app: needs the ``[train]`` extra (torch==2.13.0,
the CPU build). The app only ever loads the exported float16 ``.npz`` files.

Architecture (both models): character-level GPT with pre-LayerNorm blocks and
rotary position embeddings (RoPE; Su et al., 2021, "RoFormer") instead of absolute
ones: scores depend only on relative positions, so the numpy runtime can slide a
fixed attention window over an unbounded KV cache without re-encoding anything.
GELU uses the tanh approximation (Hendrycks & Gimpel, 2016) so numpy needs no erf.

Phases, each resumable from checkpoints/<name>.pt (kill and rerun the same
command; a different --*-minutes on resume stretches the remaining schedule)::

    python tools/train_models.py all --draft-minutes 8 --target-minutes 80 \
        --distill-minutes 10 --export-after 20 --bf16      # what produced the shipped files
    python tools/train_models.py draft|target|distill ...  # one phase
    python tools/train_models.py export NAME                # export a checkpoint now

Run it with nohup, logging to checkpoints/train.log. The n-gram drafter is built
by tools/build_ngram.py (numpy only).

``distill`` fine-tunes a copy of the draft on the target's next-character
distributions (KL(p_target || q_draft)), the known lever for raising acceptance
(Hinton et al., 2015; Zhou et al., 2024, "DistillSpec").
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import sys
import time
from pathlib import Path

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

ROOT = Path(__file__).resolve().parents[1]
CORPUS = Path(os.environ.get("SPECLAB_CORPUS", ROOT.parent / "shared" / "corpus" / "quijote.txt"))
CKPT = Path(os.environ.get("SPECLAB_CKPT", ROOT / "checkpoints"))
OUT = ROOT / "resources" / "models"
UNK = "\ufffd"
SEED = 1605
# bfloat16 autocast for the matrix products (fp32 master weights): ~1.4x more steps per
# second on this CPU (AVX512-BF16) while the machine is shared. Set by --bf16.
BF16 = False

CONFIGS = {
    "target": dict(n_layer=4, d_model=256, n_head=4, context=128, batch=32, lr=1.5e-3),
    "draft": dict(n_layer=1, d_model=64, n_head=4, context=128, batch=32, lr=3e-3),
    "distilled": dict(n_layer=1, d_model=64, n_head=4, context=128, batch=32, lr=1e-3),
}


def log(msg: str) -> None:
    print(time.strftime("%H:%M:%S"), msg, flush=True)


# ---------------------------------------------------------------- data
def load_corpus():
    raw = CORPUS.read_bytes()
    text = raw.decode("utf-8")
    vocab = [UNK] + sorted(set(text))
    stoi = {c: i for i, c in enumerate(vocab)}
    ids = np.fromiter((stoi[c] for c in text), dtype=np.int64, count=len(text))
    n_val = len(ids) // 20  # last 5% held out
    return dict(
        vocab=vocab,
        train=torch.from_numpy(ids[:-n_val]),
        val=torch.from_numpy(ids[-n_val:]),
        sha256=hashlib.sha256(raw).hexdigest(),
    )


def get_batch(data, step, batch, context, seed):
    # Seeded by (seed, step) so a resumed run sees the same batches it would have.
    g = torch.Generator().manual_seed(seed * 1_000_003 + step)
    ix = torch.randint(len(data) - context - 1, (batch,), generator=g)
    x = torch.stack([data[i:i + context] for i in ix])
    y = torch.stack([data[i + 1:i + context + 1] for i in ix])
    return x, y


# ---------------------------------------------------------------- model
ROPE_BASE = 10000.0


def rope_tables(t: int, head_dim: int, offset: int = 0):
    """cos, sin (t, head_dim) for positions offset..offset+t-1, "rotate half" layout, float64 angles."""
    inv = 1.0 / ROPE_BASE ** (torch.arange(0, head_dim, 2, dtype=torch.float64) / head_dim)
    ang = torch.arange(offset, offset + t, dtype=torch.float64)[:, None] * inv[None, :]
    ang = torch.cat([ang, ang], dim=1)
    return ang.cos().float(), ang.sin().float()


def rotate_half(x):
    h = x.shape[-1] // 2
    return torch.cat([-x[..., h:], x[..., :h]], dim=-1)


def window_mask(t: int, window: int) -> torch.Tensor:
    """(t, t) additive mask: 0 inside the causal window of `window` positions, -inf outside."""
    pos = torch.arange(t)
    dist = pos[:, None] - pos[None, :]
    allowed = (dist >= 0) & (dist < window)
    return torch.zeros(t, t).masked_fill(~allowed, float("-inf"))


class Block(nn.Module):
    def __init__(self, d, h):
        super().__init__()
        self.n_head = h
        self.ln1 = nn.LayerNorm(d)
        self.qkv = nn.Linear(d, 3 * d)
        self.proj = nn.Linear(d, d)
        self.ln2 = nn.LayerNorm(d)
        self.fc = nn.Linear(d, 4 * d)
        self.out = nn.Linear(4 * d, d)

    def forward(self, x, mask, cos, sin):
        b, t, d = x.shape
        h = self.n_head
        q, k, v = self.qkv(self.ln1(x)).split(d, dim=2)
        q = q.view(b, t, h, d // h).transpose(1, 2)
        k = k.view(b, t, h, d // h).transpose(1, 2)
        v = v.view(b, t, h, d // h).transpose(1, 2)
        q = q * cos + rotate_half(q) * sin
        k = k * cos + rotate_half(k) * sin
        y = F.scaled_dot_product_attention(q, k, v, attn_mask=mask)
        x = x + self.proj(y.transpose(1, 2).reshape(b, t, d))
        return x + self.out(F.gelu(self.fc(self.ln2(x)), approximate="tanh"))


class GPT(nn.Module):
    def __init__(self, vocab_size, n_layer, d_model, n_head, context, **_):
        super().__init__()
        self.n_head, self.context = n_head, context
        self.emb = nn.Embedding(vocab_size, d_model)
        self.blocks = nn.ModuleList(Block(d_model, n_head) for _ in range(n_layer))
        self.ln_f = nn.LayerNorm(d_model)
        self.head = nn.Linear(d_model, vocab_size)
        self.apply(self._init)
        for blk in self.blocks:  # GPT-2's scaled init of residual projections
            for lin in (blk.proj, blk.out):
                nn.init.normal_(lin.weight, std=0.02 / math.sqrt(2 * n_layer))

    @staticmethod
    def _init(m):
        if isinstance(m, (nn.Linear, nn.Embedding)):
            nn.init.normal_(m.weight, std=0.02)
        if isinstance(m, nn.Linear) and m.bias is not None:
            nn.init.zeros_(m.bias)

    def forward(self, idx):
        t = idx.shape[1]
        mask = window_mask(t, self.context)
        cos, sin = rope_tables(t, self.emb.weight.shape[1] // self.n_head)
        x = self.emb(idx)
        for blk in self.blocks:
            x = blk(x, mask, cos, sin)
        return self.head(self.ln_f(x))


def n_params(model) -> int:
    return sum(p.numel() for p in model.parameters())


@torch.no_grad()
def evaluate(model, data, context, n_seq=None):
    """Mean next-char loss (nats) over non-overlapping windows (all of them if n_seq is None)."""
    model.eval()
    n = (len(data) - 1) // context
    starts = np.arange(n) * context
    if n_seq is not None and n_seq < n:
        starts = np.random.default_rng(7).choice(starts, size=n_seq, replace=False)
    tot, cnt = 0.0, 0
    for i in range(0, len(starts), 64):
        s = starts[i:i + 64]
        x = torch.stack([data[j:j + context] for j in s])
        y = torch.stack([data[j + 1:j + context + 1] for j in s])
        loss = F.cross_entropy(model(x).flatten(0, 1), y.flatten(), reduction="sum")
        tot += loss.item()
        cnt += y.numel()
    model.train()
    return tot / cnt


# ---------------------------------------------------------------- training loop
def lr_at(frac, base):
    warm = 0.02
    if frac < warm:
        return base * frac / warm
    return base * (0.1 + 0.9 * 0.5 * (1 + math.cos(math.pi * min(1.0, (frac - warm) / (1 - warm)))))


def train(name, minutes, data, export_after=None, teacher=None):
    cfg = CONFIGS[name]
    torch.manual_seed(SEED)
    model = GPT(len(data["vocab"]), **cfg)
    opt = torch.optim.AdamW(model.parameters(), lr=cfg["lr"], betas=(0.9, 0.99), weight_decay=0.01)
    path = CKPT / f"{name}.pt"
    state = dict(step=0, elapsed=0.0, done=False, budget=minutes * 60, exported_early=False)
    if path.exists():
        ck = torch.load(path, weights_only=False)
        model.load_state_dict(ck["model"])
        opt.load_state_dict(ck["opt"])
        state = ck["state"]
        if BF16 and not state["done"] and "bf16_from_step" not in state:
            state["bf16_from_step"] = state["step"]
        if not state["done"] and state["budget"] != minutes * 60:
            # A longer (or shorter) budget given on resume: the cosine schedule stretches from here.
            log(f"{name}: budget {state['budget']:.0f}s -> {minutes * 60:.0f}s")
            state["budget"] = minutes * 60
        log(f"{name}: resumed at step {state['step']}, {state['elapsed']:.0f}s")
        if state["done"]:
            return model
    elif teacher is not None:
        # Distillation starts from the corpus-trained draft.
        model.load_state_dict(torch.load(CKPT / "draft.pt", weights_only=False)["model"])
        log(f"{name}: initialised from draft")
    log(f"{name}: {n_params(model):,} parameters, budget {state['budget']:.0f}s")
    budget = state["budget"]
    t_last = time.time()
    last_save = t_last
    losses = []
    while state["elapsed"] < budget:
        frac = state["elapsed"] / budget
        for g in opt.param_groups:
            g["lr"] = lr_at(frac, cfg["lr"])
        x, y = get_batch(data["train"], state["step"], cfg["batch"], cfg["context"], SEED)
        with torch.autocast("cpu", dtype=torch.bfloat16, enabled=BF16 and name != "draft"):
            logits = model(x).float()
        if teacher is None:
            loss = F.cross_entropy(logits.flatten(0, 1), y.flatten())
        else:
            with torch.no_grad(), torch.autocast("cpu", dtype=torch.bfloat16, enabled=BF16):
                p = F.log_softmax(teacher(x).float(), dim=-1)
            logq = F.log_softmax(logits, dim=-1)
            kl = (p.exp() * (p - logq)).sum(-1).mean()
            loss = kl + 0.1 * F.cross_entropy(logits.flatten(0, 1), y.flatten())
        opt.zero_grad(set_to_none=True)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        losses.append(loss.item())
        state["step"] += 1
        now = time.time()
        state["elapsed"] += now - t_last
        t_last = now
        if state["step"] % 100 == 0:
            msg = f"{name} step {state['step']} t={state['elapsed']:.0f}s loss={np.mean(losses[-100:]):.4f}"
            if state["step"] % 500 == 0:
                msg += f" val~{evaluate(model, data['val'], cfg['context'], 64):.4f}"
                t_last = time.time()  # evaluation is not training time
            log(msg)
        if now - last_save > 180:
            save(path, model, opt, state)
            last_save = now
        if export_after and not state["exported_early"] and state["elapsed"] > export_after * 60:
            save(path, model, opt, state)
            export(name, model, data, state, early=True)
            state["exported_early"] = True
            t_last = time.time()
    state["done"] = True
    save(path, model, opt, state)
    log(f"{name}: finished, {state['step']} steps, {state['elapsed']:.0f}s")
    export(name, model, data, state)
    return model


def save(path, model, opt, state):
    CKPT.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    torch.save(dict(model=model.state_dict(), opt=opt.state_dict(), state=state), tmp)
    tmp.replace(path)


# ---------------------------------------------------------------- export
def export(name, model, data, state, early=False):
    cfg = CONFIGS[name]
    log(f"{name}: evaluating for export")
    val = evaluate(model, data["val"], cfg["context"])
    trn = evaluate(model, data["train"], cfg["context"], n_seq=len(data["val"]) // cfg["context"])
    arrays = {}
    sd = {k: v.detach().float().numpy() for k, v in model.state_dict().items()}
    arrays["emb"] = sd["emb.weight"]
    for i in range(cfg["n_layer"]):
        p = f"blocks.{i}."
        arrays[f"l{i}.ln1_w"] = sd[p + "ln1.weight"]
        arrays[f"l{i}.ln1_b"] = sd[p + "ln1.bias"]
        # Stored (in, out) so the runtime computes x @ W with C-contiguous weights.
        arrays[f"l{i}.qkv_w"] = sd[p + "qkv.weight"].T
        arrays[f"l{i}.qkv_b"] = sd[p + "qkv.bias"]
        arrays[f"l{i}.proj_w"] = sd[p + "proj.weight"].T
        arrays[f"l{i}.proj_b"] = sd[p + "proj.bias"]
        arrays[f"l{i}.ln2_w"] = sd[p + "ln2.weight"]
        arrays[f"l{i}.ln2_b"] = sd[p + "ln2.bias"]
        arrays[f"l{i}.fc_w"] = sd[p + "fc.weight"].T
        arrays[f"l{i}.fc_b"] = sd[p + "fc.bias"]
        arrays[f"l{i}.out_w"] = sd[p + "out.weight"].T
        arrays[f"l{i}.out_b"] = sd[p + "out.bias"]
    arrays["lnf_w"] = sd["ln_f.weight"]
    arrays["lnf_b"] = sd["ln_f.bias"]
    arrays["head_w"] = sd["head.weight"].T
    arrays["head_b"] = sd["head.bias"]
    OUT.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(OUT / f"{name}.npz", **{k: np.ascontiguousarray(v, dtype=np.float16) for k, v in arrays.items()})
    card = {
        "name": name,
        "kind": "transformer",
        "architecture": {
            "type": "decoder-only transformer, pre-LayerNorm, rotary positions (rotate-half), GELU (tanh)",
            "rope_base": ROPE_BASE,
            "n_layer": cfg["n_layer"], "d_model": cfg["d_model"], "n_head": cfg["n_head"],
            "context": cfg["context"], "vocab_size": len(data["vocab"]),
        },
        "parameters": n_params(model),
        "dtype": "float16",
        "training": {
            "steps": state["step"], "seconds": round(state["elapsed"], 1),
            "batch": cfg["batch"], "tokens_seen": state["step"] * cfg["batch"] * cfg["context"],
            "lr": cfg["lr"], "optimizer": "AdamW(0.9, 0.99), wd 0.01, cosine to 10%",
            "objective": ("KL(target || draft) + 0.1 cross-entropy, from the draft"
                          if name == "distilled" else "next-character cross-entropy"),
            "final": not early, "threads": torch.get_num_threads(),
            "bf16_autocast_from_step": state.get("bf16_from_step"),
            "torch": torch.__version__,
        },
        "loss_nats_per_char": {"train": round(trn, 4), "val": round(val, 4)},
        "corpus": {"file": "quijote.txt", "sha256": data["sha256"], "chars": len(data["train"]) + len(data["val"]),
                   "validation": "last 5% of the text"},
        "seed": SEED,
        "vocab": "".join(data["vocab"]),
        "unknown_symbol": UNK,
    }
    (OUT / f"{name}.json").write_text(json.dumps(card, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    log(f"{name}: exported (val {val:.4f}, train {trn:.4f}, early={early})")


def model_from_npz(npz_path, card):
    """The torch model holding an exported file's (float16-rounded) weights: the parity reference."""
    arch = card["architecture"]
    model = GPT(arch["vocab_size"], arch["n_layer"], arch["d_model"], arch["n_head"], arch["context"])
    z = np.load(npz_path)
    sd = {"emb.weight": z["emb"], "ln_f.weight": z["lnf_w"], "ln_f.bias": z["lnf_b"],
          "head.weight": z["head_w"].T, "head.bias": z["head_b"]}
    for i in range(arch["n_layer"]):
        p = f"blocks.{i}."
        for tname, zname in (("ln1.weight", "ln1_w"), ("ln1.bias", "ln1_b"), ("ln2.weight", "ln2_w"),
                             ("ln2.bias", "ln2_b"), ("qkv.bias", "qkv_b"), ("proj.bias", "proj_b"),
                             ("fc.bias", "fc_b"), ("out.bias", "out_b")):
            sd[p + tname] = z[f"l{i}.{zname}"]
        for tname in ("qkv", "proj", "fc", "out"):
            sd[p + tname + ".weight"] = z[f"l{i}.{tname}_w"].T
    model.load_state_dict({k: torch.from_numpy(np.ascontiguousarray(v, dtype=np.float32)) for k, v in sd.items()})
    return model.eval()


def load_model(name, data):
    model = GPT(len(data["vocab"]), **CONFIGS[name])
    ck = torch.load(CKPT / f"{name}.pt", weights_only=False)
    model.load_state_dict(ck["model"])
    return model, ck["state"]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("phase", choices=["draft", "target", "distill", "all", "export"])
    ap.add_argument("name", nargs="?", help="for export: draft, target or distilled")
    ap.add_argument("--draft-minutes", type=float, default=8)
    ap.add_argument("--target-minutes", type=float, default=80)
    ap.add_argument("--distill-minutes", type=float, default=10)
    ap.add_argument("--export-after", type=float, default=20, help="early export of the target (minutes)")
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--bf16", action="store_true", help="bfloat16 autocast (target and distillation)")
    a = ap.parse_args(argv)
    torch.set_num_threads(a.threads)  # leave the other core to the team
    global BF16
    BF16 = a.bf16
    data = load_corpus()
    log(f"corpus {data['sha256'][:12]} vocab {len(data['vocab'])} train {len(data['train'])} val {len(data['val'])}")
    if a.phase == "export":
        model, state = load_model(a.name, data)
        export(a.name, model, data, state, early=not state["done"])
        return
    if a.phase in ("draft", "all"):
        train("draft", a.draft_minutes, data)
    if a.phase in ("target", "all"):
        train("target", a.target_minutes, data, export_after=a.export_after)
    if a.phase in ("distill", "all"):
        teacher, _ = load_model("target", data)
        teacher.eval()
        for p in teacher.parameters():
            p.requires_grad_(False)
        train("distilled", a.distill_minutes, data, teacher=teacher)


if __name__ == "__main__":
    main(sys.argv[1:])
