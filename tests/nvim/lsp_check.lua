-- Drive rblint's language server from a real, headless Neovim (0.11+).
--
--   RBLINT_LSP_CMD='["python", "tests/lsp_testserver.py"]' RBLINT_DRAFT=/tmp/p/draft.md \
--   RBLINT_RESULT=/tmp/out.json nvim --headless --clean -c "luafile tests/nvim/lsp_check.lua"
--
-- Opens the draft, starts the server with vim.lsp.start, waits for both diagnostic
-- phases in vim.diagnostic.get, hovers a marker, asks for code actions on an invented
-- marker, applies the fix and checks the buffer and the diagnostics follow. Everything
-- it saw goes to RBLINT_RESULT as JSON (the pytest wrapper asserts on it); it always quits.

local result = { ok = false, steps = {} }
local out = os.getenv("RBLINT_RESULT")

local function finish(ok, message)
  result.ok = ok
  result.message = message
  local handle = io.open(out, "w")
  if handle then
    handle:write(vim.json.encode(result))
    handle:close()
  end
  vim.cmd("qa!")
end

local function step(name)
  table.insert(result.steps, name)
end

local function codes(bufnr)
  local found = {}
  for _, item in ipairs(vim.diagnostic.get(bufnr)) do
    found[#found + 1] = tostring(item.code)
  end
  table.sort(found)
  return found
end

local function has(list, value)
  for _, item in ipairs(list) do
    if item == value then
      return true
    end
  end
  return false
end

local function main()
  local cmd = vim.json.decode(os.getenv("RBLINT_LSP_CMD"))
  local draft = os.getenv("RBLINT_DRAFT")
  vim.cmd.edit(vim.fn.fnameescape(draft))
  local bufnr = vim.api.nvim_get_current_buf()
  vim.bo[bufnr].filetype = "markdown"

  local client_id = vim.lsp.start({
    name = "rblint",
    cmd = cmd,
    root_dir = vim.fs.dirname(draft),
    init_options = { server = { ["instant-debounce"] = 0.01, ["model-delay"] = 0.05 } },
  }, { bufnr = bufnr })
  if not client_id then
    return finish(false, "vim.lsp.start returned nil")
  end
  local client = vim.lsp.get_client_by_id(client_id)
  step("started")

  -- both phases: RB901 (instant) and RB951 (model)
  local both = vim.wait(30000, function()
    local found = codes(bufnr)
    return has(found, "RB901") and has(found, "RB951")
  end, 50)
  result.codes = codes(bufnr)
  result.diagnostics = {}
  for _, item in ipairs(vim.diagnostic.get(bufnr)) do
    table.insert(result.diagnostics, { code = tostring(item.code), lnum = item.lnum, col = item.col, end_col = item.end_col })
  end
  if not both then
    return finish(false, "diagnostics from both phases did not arrive")
  end
  step("diagnostics")

  -- hover on the first [1]
  local row = vim.fn.search("\\[1\\]", "w")
  vim.api.nvim_win_set_cursor(0, { row, vim.fn.col(".") })
  local params = vim.lsp.util.make_position_params(0, client.offset_encoding)
  local hover = client:request_sync("textDocument/hover", params, 10000, bufnr)
  result.hover = hover and hover.result and hover.result.contents and hover.result.contents.value or vim.NIL
  step("hover")

  -- code actions on the invented marker [9]
  row = vim.fn.search("\\[9\\]", "w")
  vim.api.nvim_win_set_cursor(0, { row, vim.fn.col(".") })
  local position = vim.lsp.util.make_position_params(0, client.offset_encoding).position
  local response = client:request_sync("textDocument/codeAction", {
    textDocument = { uri = vim.uri_from_bufnr(bufnr) },
    range = { start = position, ["end"] = position },
    context = { diagnostics = {} },
  }, 10000, bufnr)
  if not response or not response.result then
    return finish(false, "no code actions: " .. vim.inspect(response))
  end
  result.actions = {}
  local chosen = nil
  for _, action in ipairs(response.result) do
    table.insert(result.actions, action.title)
    if action.title == "Cite [1] instead" then
      chosen = action
    end
  end
  if not chosen then
    return finish(false, "the quick fix was not offered")
  end
  step("code actions")

  vim.lsp.util.apply_workspace_edit(chosen.edit, client.offset_encoding)
  result.line = vim.api.nvim_buf_get_lines(bufnr, row - 1, row, false)[1]
  local cleared = vim.wait(15000, function()
    return not has(codes(bufnr), "RB901")
  end, 50)
  result.codes_after_fix = codes(bufnr)
  if not cleared then
    return finish(false, "RB901 did not clear after the fix")
  end
  step("fix applied")

  -- code lens on the first line once the model pass is done
  local lens = client:request_sync("textDocument/codeLens", { textDocument = { uri = vim.uri_from_bufnr(bufnr) } }, 10000, bufnr)
  result.lens = lens and lens.result and lens.result[1] and lens.result[1].command.title or vim.NIL
  step("code lens")

  -- go to definition and find references from the first [1]
  row = vim.fn.search("\\[1\\]", "w")
  vim.api.nvim_win_set_cursor(0, { row, vim.fn.col(".") })
  params = vim.lsp.util.make_position_params(0, client.offset_encoding)
  local found = client:request_sync("textDocument/definition", params, 10000, bufnr)
  local location = found and found.result
  if location and location[1] then
    location = location[1]
  end
  result.definition_line = location and location.range and location.range.start.line or vim.NIL
  params.context = { includeDeclaration = false }
  local refs = client:request_sync("textDocument/references", params, 10000, bufnr)
  result.references = refs and refs.result and #refs.result or 0
  step("definition and references")

  -- completion after typing " [" at the end of the first line of prose
  local last = vim.api.nvim_buf_line_count(bufnr)
  vim.api.nvim_buf_set_lines(bufnr, last, last, false, { "", "New claim [" })
  vim.wait(500)
  local completion = client:request_sync("textDocument/completion", {
    textDocument = { uri = vim.uri_from_bufnr(bufnr) },
    position = { line = last + 1, character = 11 },
  }, 10000, bufnr)
  result.completion = {}
  local items = completion and completion.result and (completion.result.items or completion.result) or {}
  for _, item in ipairs(items) do
    table.insert(result.completion, item.label)
  end
  table.sort(result.completion)
  step("completion")
  finish(true, "ok")
end

local ok, err = xpcall(main, debug.traceback)
if not ok then
  finish(false, "lua error: " .. tostring(err))
end
