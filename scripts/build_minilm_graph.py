"""Write the ONNX graph of the packaged MiniLM encoder, without its weights.

    python scripts/build_minilm_graph.py [--check]

rblint runs the packaged all-MiniLM-L6-v2 on ONNX Runtime (``engine/minilm.py``): a cold
run then imports ONNX Runtime (0.2 s) instead of torch (2.4-2.7 s), and the forward pass is
faster on this CPU (docs/performance.md). Building a graph needs the ``onnx`` package,
whose import alone takes 1.3 s, so the graph is built here, once, and shipped as
``engine/data/minilm.onnx`` (a few kilobytes): every weight is an *external* initializer,
which rblint hands to ONNX Runtime from the packaged ``model.safetensors`` at load
(``SessionOptions.add_external_initializers``). The graph's metadata records the
configuration it was built for; rblint falls back to its torch encoder when the
packaged model's configuration differs.

The graph is BERT's encoder exactly as ``engine/minilm.py``'s torch forward computes
it (post-norm layers, exact GELU, padding masked with the most negative float), output:
the last hidden states. Pooling and normalisation stay in Python. ``--check`` exits 1
when the shipped file is not what this script builds (a test runs it).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
GRAPH = REPO / "engine" / "data" / "minilm.onnx"
OPSET = 20  # Gelu is an ONNX operator from opset 20 on
# The configuration keys the graph depends on; the runtime compares them with config.json.
SHAPE_KEYS = ("vocab_size", "hidden_size", "num_attention_heads", "num_hidden_layers", "intermediate_size",
              "max_position_embeddings", "type_vocab_size", "layer_norm_eps")


def build(config: dict[str, Any]) -> bytes:
    import numpy as np

    from rblint.engine.minilm import weight_shapes
    from onnx import TensorProto, helper, numpy_helper

    hidden, heads, eps = config["hidden_size"], config["num_attention_heads"], float(config["layer_norm_eps"])
    nodes: list[Any] = []
    constants: list[Any] = []
    counter = [0]

    def node(op: str, inputs: list[str], **attributes: Any) -> str:
        counter[0] += 1
        output = f"{op.lower()}_{counter[0]}"
        nodes.append(helper.make_node(op, inputs, [output], **attributes))
        return output

    def constant(name: str, value: Any) -> str:
        constants.append(numpy_helper.from_array(np.asarray(value), name))
        return name

    def external(name: str, shape: list[int]) -> Any:
        tensor = TensorProto(name=name, data_type=TensorProto.FLOAT, dims=shape, data_location=TensorProto.EXTERNAL)
        entry = tensor.external_data.add()
        entry.key, entry.value = "location", "model.safetensors"  # handed over at load, never read from disk
        return tensor

    def dense(x: str, name: str) -> str:  # x @ W.T + b, W as stored ([out, in])
        return node("Add", [node("MatMul", [x, node("Transpose", [f"{name}.weight"], perm=[1, 0])]), f"{name}.bias"])

    def norm(x: str, name: str) -> str:
        return node("LayerNormalization", [x, f"{name}.weight", f"{name}.bias"], axis=-1, epsilon=eps)

    ids, mask = "input_ids", "attention_mask"
    length = node("Gather", [node("Shape", [ids]), constant("one", np.array(1, dtype=np.int64))])
    positions = node("Range", [constant("zero", np.array(0, dtype=np.int64)), length, constant("step", np.array(1, dtype=np.int64))])
    x = node("Add", [node("Gather", ["embeddings.word_embeddings.weight", ids]),
                     node("Gather", ["embeddings.position_embeddings.weight", positions])])
    token_type = node("Gather", ["embeddings.token_type_embeddings.weight", constant("type_zero", np.array(0, dtype=np.int64))])
    x = norm(node("Add", [x, token_type]), "embeddings.LayerNorm")
    # (1 - mask) * most negative float, shaped (batch, 1, 1, length): padding gets no attention.
    blocked = node("Mul", [node("Sub", [constant("one_float", np.array(1.0, dtype=np.float32)),
                                        node("Unsqueeze", [mask, constant("axes_1_2", np.array([1, 2], dtype=np.int64))])]),
                           constant("most_negative", np.array(np.finfo(np.float32).min, dtype=np.float32))])
    head_shape = constant("head_shape", np.array([0, 0, heads, hidden // heads], dtype=np.int64))
    merged_shape = constant("merged_shape", np.array([0, 0, hidden], dtype=np.int64))
    scale = constant("scale", np.array(1.0 / np.sqrt(hidden // heads), dtype=np.float32))
    for layer in range(config["num_hidden_layers"]):
        name = f"encoder.layer.{layer}"

        def split(t: str) -> str:  # (batch, length, hidden) -> (batch, heads, length, head width)
            return node("Transpose", [node("Reshape", [t, head_shape])], perm=[0, 2, 1, 3])

        query = split(dense(x, f"{name}.attention.self.query"))
        key = node("Transpose", [split(dense(x, f"{name}.attention.self.key"))], perm=[0, 1, 3, 2])
        value = split(dense(x, f"{name}.attention.self.value"))
        scores = node("Add", [node("Mul", [node("MatMul", [query, key]), scale]), blocked])
        context = node("MatMul", [node("Softmax", [scores], axis=-1), value])
        context = node("Reshape", [node("Transpose", [context], perm=[0, 2, 1, 3]), merged_shape])
        x = norm(node("Add", [dense(context, f"{name}.attention.output.dense"), x]), f"{name}.attention.output.LayerNorm")
        inner = node("Gelu", [dense(x, f"{name}.intermediate.dense")])
        x = norm(node("Add", [dense(inner, f"{name}.output.dense"), x]), f"{name}.output.LayerNorm")
    nodes.append(helper.make_node("Identity", [x], ["last_hidden_state"]))
    weights = [external(name, shape) for name, shape in weight_shapes(config).items()]
    graph = helper.make_graph(
        nodes, "minilm",
        [helper.make_tensor_value_info(ids, TensorProto.INT64, ["batch", "length"]),
         helper.make_tensor_value_info(mask, TensorProto.FLOAT, ["batch", "length"])],
        [helper.make_tensor_value_info("last_hidden_state", TensorProto.FLOAT, ["batch", "length", hidden])],
        constants + weights,
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)], producer_name="rblint")
    model.ir_version = 10
    helper.set_model_props(model, {"rblint.config": json.dumps({key: config[key] for key in SHAPE_KEYS}, sort_keys=True)})
    return model.SerializeToString()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if the shipped graph differs from a fresh build")
    args = parser.parse_args(argv)
    from rblint.engine.embedding import minilm_path
    from rblint.engine.minilm import weight_shapes

    config = json.loads((minilm_path() / "config.json").read_text(encoding="utf-8"))
    config.setdefault("type_vocab_size", 2)
    config.setdefault("layer_norm_eps", 1e-12)
    built = build(config)
    if args.check:
        same = GRAPH.is_file() and GRAPH.read_bytes() == built
        print(f"{GRAPH.relative_to(REPO)}: {'up to date' if same else 'differs from a fresh build: run scripts/build_minilm_graph.py'}")
        return 0 if same else 1
    GRAPH.write_bytes(built)
    print(f"wrote {GRAPH.relative_to(REPO)} ({len(built):,} bytes, {len(weight_shapes(config))} external weights)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
