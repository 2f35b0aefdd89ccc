"""align-mini: the embedded claim-support cross-encoder (MiniLM-L6 + AlignScore heads).

``model`` holds the model code (it imports torch: import it where a model is loaded or
trained); ``files`` says whether weights are installed, without importing torch.
"""
